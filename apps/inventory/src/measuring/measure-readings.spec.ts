import { measureLog, VolumeError } from '@timber/volume';
import { describe, expect, it } from 'vitest';
import { measuredOrNone } from './measure-log';
import { measureReadings, type Reading } from './measure-readings';

const readings: Reading[] = [
  { minDiameter: 24.5, maxDiameter: 26, length: 4 },
  { minDiameter: 31, maxDiameter: 33.2, length: 4 },
  { minDiameter: 18.2, maxDiameter: 19, length: 2.6 },
  { minDiameter: 40, maxDiameter: 44.5, length: 6 },
  { minDiameter: 8, maxDiameter: 8, length: 2 },
  { minDiameter: 24.5, maxDiameter: 26, length: 40 },
  null,
];

/** The volume library's one-log answer, or undefined where it refuses the log. */
const one = (standard: string, reading: Reading) => {
  if (reading === null) {
    return undefined;
  }
  try {
    return measureLog(standard, reading);
  } catch (error) {
    if (error instanceof VolumeError) {
      return undefined;
    }
    throw error;
  }
};

describe('measuring many logs at once', () => {
  it.each(['ch', 'ch_gd', 'jas', 'cylinder', 'rus_stp'])(
    'gives each log the class and volume measureLog gives it under %s, -1 where it cannot',
    (standard) => {
      const measured = measureReadings(standard, readings);
      readings.forEach((reading, i) => {
        const expected = one(standard, reading);
        expect(measured.volumeE4[i]).toBe(expected?.volumeE4 ?? -1);
        if (expected) {
          expect(measured.diameterClass[i]).toBe(expected.diameterClass);
          expect(measured.lengthClassCm[i]! / 100).toBe(expected.lengthClass);
        }
        if (reading) {
          expect(measuredOrNone(standard, reading)?.volumeE4).toBe(expected?.volumeE4);
        }
      });
    },
  );
});
