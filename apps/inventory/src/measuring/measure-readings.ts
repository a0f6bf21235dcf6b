import { measureBatch, type StandardDefinition } from '@timber/volume';

/** The readings of one log; null for a log that has none (a dummy piece of stock). */
export type Reading = { minDiameter: number; maxDiameter: number; length: number } | null;

/** Per log, under one standard: -1 where the standard cannot measure it (or it has no readings). */
export interface MeasuredReadings {
  diameterClass: Int16Array;
  lengthClassCm: Int16Array;
  volumeE4: Int32Array;
}

/**
 * Many logs measured at once under a standard (a preset's code or the tenant's own definition),
 * by the volume library's batch path: the same classes and volumes as measureLog, without a
 * per-log explanation and without allocation per log, so a stock row or a device sheet of many
 * thousand logs is measured in a few milliseconds. The readings are taken as given (a long
 * diameter below the short one counts as the short one, as the library does).
 */
export function measureReadings(
  standard: string | StandardDefinition,
  readings: readonly Reading[],
): MeasuredReadings {
  const count = readings.length;
  const min = new Float64Array(count);
  const max = new Float64Array(count);
  const length = new Float64Array(count);
  for (const [i, reading] of readings.entries()) {
    // no readings: length 0, which no standard measures
    min[i] = reading?.minDiameter ?? 0;
    max[i] = reading?.maxDiameter ?? 0;
    length[i] = reading?.length ?? 0;
  }
  const out: MeasuredReadings = {
    diameterClass: new Int16Array(count),
    lengthClassCm: new Int16Array(count),
    volumeE4: new Int32Array(count),
  };
  measureBatch(standard, min, max, length, out);
  return out;
}
