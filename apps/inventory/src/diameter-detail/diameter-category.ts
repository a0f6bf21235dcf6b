import { type DiameterCategory } from '@timber/contracts';
import { e4ToM3, type SheetLog, summarizeSheet } from '@timber/volume';
import { type MeasuredReadings } from '../measuring';

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
