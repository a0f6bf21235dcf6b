import { type DiameterCategory } from '@timber/contracts';
import { measureBatch, type SheetLog, type StandardDefinition, summarizeSheet } from '@timber/volume';

/** The readings of one log; null for a log that has none (a dummy piece of stock). */
export type Reading = { minDiameter: number; maxDiameter: number; length: number } | null;

/** Per log, under one standard: -1 where the standard cannot measure it (or it has no readings). */
export interface MeasuredReadings {
  diameterClass: Int16Array;
  lengthClassCm: Int16Array;
  volumeE4: Int32Array;
}

/**
 * Logs measured again from their readings under a standard (a preset's code or the tenant's own
 * definition), by the volume library's batch measure: no allocation per log, so a stock row of
 * many thousand logs is measured in a few milliseconds.
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

const e4ToM3 = (e4: number): number => Math.round(e4 / 10) / 1000;

/**
 * §2 Diameter data detail: measured logs grouped by diameter class and length, with the range
 * groups and totals; logs the standard cannot measure are counted apart (`unmeasured`).
 */
export function toDiameterCategory(code: string, measured: MeasuredReadings): DiameterCategory {
  const logs: SheetLog[] = [];
  let unmeasured = 0;
  for (let i = 0; i < measured.volumeE4.length; i++) {
    const volumeE4 = measured.volumeE4[i]!;
    if (volumeE4 < 0) {
      unmeasured++;
      continue;
    }
    logs.push({
      diameterClass: measured.diameterClass[i]!,
      lengthClass: measured.lengthClassCm[i]! / 100,
      volumeE4,
    });
  }
  const summary = summarizeSheet(logs);
  return {
    standard: code,
    rows: summary.rows.map((r) => ({
      dia: r.diameterClass,
      length: r.lengthClass,
      qty: r.quantity,
      vol: e4ToM3(r.volumeE4),
    })),
    rangeGroups: summary.rangeGroups.map((g) => ({
      label: g.label,
      qty: g.quantity,
      vol: e4ToM3(g.volumeE4),
    })),
    totalQty: summary.totalQuantity,
    totalVol: Number(summary.totalVolume),
    avgDiameter: Number(summary.averageDiameter),
    unmeasured,
  };
}
