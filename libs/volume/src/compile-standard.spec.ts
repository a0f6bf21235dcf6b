import { describe, expect, it } from 'vitest';
import { diameterClassesCm } from './compile-standard';
import { measureLog } from './measure-log';
import { PRESET_STANDARDS } from './standards/presets';

describe('diameterClassesCm: the lines a tally sheet of a standard needs', () => {
  it('lists GB/T 144 classes 1 cm apart below 14 cm and 2 cm apart from there, 4 to 200 cm', () => {
    const classes = diameterClassesCm('ch');
    expect(classes.slice(0, 13)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 18]);
    expect(classes.at(-1)).toBe(200);
    expect(classes).toHaveLength(104);
  });

  it('holds every class a log is measured into, for every preset, ascending and without repeats', () => {
    for (const standard of PRESET_STANDARDS) {
      const classes = diameterClassesCm(standard.code);
      expect(classes, standard.code).toEqual([...new Set(classes)].sort((a, b) => a - b));
      const listed = new Set(classes);
      for (let tenthsCm = 10; tenthsCm <= 2000; tenthsCm += 7) {
        const cm = tenthsCm / 10;
        let measured: number;
        try {
          measured = measureLog(standard.code, { minDiameter: cm, maxDiameter: cm, length: 4 }).diameterClass;
        } catch {
          continue; // outside the standard's classes: no line for it
        }
        expect(listed.has(measured), `${standard.code} ${cm} cm -> class ${measured}`).toBe(true);
      }
    }
  });
});
