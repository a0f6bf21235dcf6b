import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveStandard } from './compile-standard';
import { measureBatch, measureLog, tableVolume } from './measure-log';
import { PRESET_STANDARDS } from './standards/presets';

const CODES = PRESET_STANDARDS.map((p) => p.code);

/** Length ranges where every preset measures every diameter it accepts. */
function lengthRange(code: string): [number, number] {
  if (code.startsWith('rus')) {
    return [1, 9.5];
  }
  return code.startsWith('ch') || code.startsWith('jas') ? [1, 20] : [0.1, 30];
}

const reading = fc.integer({ min: 80, max: 1000 }).map((mm) => mm / 10);

describe('measureLog', () => {
  it('answers the dashboard calculator case (long 32, short 30, len 6) for the six standards', () => {
    const results = ['ch', 'ch_gd', 'ch_tj', 'ch_sd', 'ch_fj', 'rus_stp'].map((code) => {
      const m = measureLog(code, { minDiameter: 30, maxDiameter: 32, length: 6 });
      expect(m.volumeText).toBe(tableVolume(code, m.diameterClass, m.lengthClass).volumeText);
      return `${code} ${m.diameterClass} ${m.volumeText}`;
    });
    expect(results).toEqual([
      'ch 32 0.619',
      'ch_gd 30 0.549',
      'ch_tj 32 0.619',
      'ch_sd 30 0.549',
      'ch_fj 30 0.549',
      'rus_stp 31 0.555',
    ]);
  });

  it('explains the rule in English and as codes with parameters', () => {
    const m = measureLog('ch', { minDiameter: 30, maxDiameter: 32, length: 6.8 });
    expect(m).toMatchObject({
      standard: 'ch',
      diameter: 31,
      diameterClass: 32,
      lengthClass: 6.8,
      volumeE4: m.volumeE4,
    });
    expect(m.explanation.steps.map((s) => s.code)).toEqual([
      'diameter.meanIfOval.mean',
      'diameterClass',
      'lengthClass',
      'volume.gb4814.standard',
      'volume',
    ]);
    expect(m.explanation.text).toBe(
      'Oval end (long 32 - short 30 >= 2 cm): mean 31.0 cm. 31.0 cm is class 32 (2 cm classes from 14 cm, round up from 1 cm). ' +
        'Length 6.8 m is class 6.8 m. GB/T 4814 formula for 14 cm and up. Volume ' +
        `${m.volumeText} m3 (3 decimals).`,
    );
  });

  it('rejects bad input with stable codes', () => {
    expect(() => measureLog('nope', { minDiameter: 30, length: 6 })).toThrow(
      expect.objectContaining({ code: 'VOLUME.UNKNOWN_STANDARD' }) as Error,
    );
    expect(() => measureLog('ch', { minDiameter: Number.NaN, length: 6 })).toThrow(
      expect.objectContaining({ code: 'VOLUME.INVALID_INPUT' }) as Error,
    );
    expect(() => measureLog('ch', { minDiameter: 32, maxDiameter: 30, length: 6 })).toThrow(
      /below minDiameter/,
    );
    expect(() => measureLog('ch', { minDiameter: 3, length: 6 })).toThrow(
      expect.objectContaining({ code: 'VOLUME.OUT_OF_RANGE' }) as Error,
    );
    expect(() => measureLog('ch', { minDiameter: 30, length: 0.5 })).toThrow(/outside the classes/);
  });

  it('tableVolume checks classes', () => {
    expect(() => tableVolume('ch', 30.5, 6)).toThrow(/whole number/);
    expect(() => tableVolume('ch', 30, 6.123)).toThrow(/at most 2 decimals/);
    expect(() => tableVolume('ch', 30, 25)).toThrow(/outside 1 to 20 m/);
    expect(() => tableVolume('rus_ovb', 31, 6)).toThrow(
      expect.objectContaining({ code: 'VOLUME.NOT_IN_TABLE' }) as Error,
    );
  });

  it.each(CODES)('%s: volume never decreases as the diameter grows', (code) => {
    const [minL, maxL] = lengthRange(code);
    fc.assert(
      fc.property(reading, reading, fc.integer({ min: minL * 100, max: maxL * 100 }), (a, b, lengthCm) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const length = lengthCm / 100;
        const v1 = measureLog(code, { minDiameter: small, length }).volumeE4;
        const v2 = measureLog(code, { minDiameter: large, length }).volumeE4;
        return v2 >= v1;
      }),
      { numRuns: 300 },
    );
  });

  it.each(CODES)('%s: volume never decreases as the length grows (the long diameter too)', (code) => {
    const [minL, maxL] = lengthRange(code);
    const lengthCm = fc.integer({ min: minL * 100, max: maxL * 100 });
    fc.assert(
      fc.property(reading, reading, lengthCm, lengthCm, (a, b, l1, l2) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        const [lo, hi] = l1 <= l2 ? [l1, l2] : [l2, l1];
        const v1 = measureLog(code, { minDiameter: short, maxDiameter: short, length: lo / 100 }).volumeE4;
        const v2 = measureLog(code, { minDiameter: short, maxDiameter: long, length: hi / 100 }).volumeE4;
        return v2 >= v1;
      }),
      { numRuns: 300 },
    );
  });

  it('documents the only length discontinuity: GOST tables 2 and 1 meet at D6 (0.9 m > 1.0 m as printed)', () => {
    expect(measureLog('rus_stp', { minDiameter: 6, length: 0.9 }).volumeE4).toBe(33);
    expect(measureLog('rus_stp', { minDiameter: 6, length: 1 }).volumeE4).toBe(32);
  });

  it('measureBatch agrees with measureLog log by log', () => {
    for (const code of ['ch', 'ch_gd', 'rus_stp', 'rus_ovb', 'jas']) {
      const standard = resolveStandard(code);
      fc.assert(
        fc.property(
          fc.array(fc.tuple(reading, reading, fc.integer({ min: 50, max: 2500 })), {
            minLength: 1,
            maxLength: 50,
          }),
          (logs) => {
            const min = Float64Array.from(logs.map(([a, b]) => Math.min(a, b)));
            const max = Float64Array.from(logs.map(([a, b]) => Math.max(a, b)));
            const len = Float64Array.from(logs.map(([, , l]) => l / 100));
            const out = { volumeE4: new Int32Array(logs.length), diameterClass: new Int16Array(logs.length) };
            const result = measureBatch(standard, min, max, len, out);
            let total = 0;
            logs.forEach((_, i) => {
              let expected = -1;
              try {
                expected = measureLog(standard, {
                  minDiameter: min[i] ?? 0,
                  maxDiameter: max[i],
                  length: len[i] ?? 0,
                }).volumeE4;
              } catch {
                expected = -1;
              }
              expect(out.volumeE4[i]).toBe(expected);
              total += Math.max(expected, 0);
            });
            expect(result.totalVolumeE4).toBe(total);
          },
        ),
        { numRuns: 40 },
      );
    }
  });
});
