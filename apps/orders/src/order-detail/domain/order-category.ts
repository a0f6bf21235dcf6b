import { type DiameterCategory } from '@timber/contracts';
import { rangeGroupLabel } from '@timber/volume';
import { type ClassRow } from '../../confirmed-sheets';
import { e4ToM3, meanDiameter } from '../../shared/figures';

/**
 * §2 Diameter data detail of an order: its class rows (ascending), the range groups of tens
 * ('N0~N8'), the totals with 3 decimals and the mean class with 1, all from exact integer sums.
 * Each log keeps the class and volume its own sheet's standard gave it (an order may settle
 * sheets of several standards: `standards` names them). `quantity` is the order's; the logs not
 * in the rows are those their standard could not measure.
 */
export function orderCategory(
  rows: readonly ClassRow[],
  quantity: number,
  standards: string,
): DiameterCategory {
  const sorted = [...rows].sort((a, b) => a.dia - b.dia || a.length - b.length);
  const groups = new Map<number, { qty: number; volumeE4: number }>();
  let totalQty = 0;
  let totalE4 = 0;
  let diameterSum = 0;
  for (const row of sorted) {
    const lower = Math.floor(row.dia / 10) * 10;
    const group = groups.get(lower) ?? { qty: 0, volumeE4: 0 };
    group.qty += row.qty;
    group.volumeE4 += row.volumeE4;
    groups.set(lower, group);
    totalQty += row.qty;
    totalE4 += row.volumeE4;
    diameterSum += row.dia * row.qty;
  }
  return {
    standard: standards,
    rows: sorted.map((row) => ({
      dia: row.dia,
      length: row.length,
      qty: row.qty,
      vol: e4ToM3(row.volumeE4),
    })),
    rangeGroups: [...groups.entries()]
      .sort(([a], [b]) => a - b)
      .map(([lower, group]) => ({
        label: rangeGroupLabel(lower),
        qty: group.qty,
        vol: e4ToM3(group.volumeE4),
      })),
    totalQty,
    totalVol: e4ToM3(totalE4),
    avgDiameter: meanDiameter(diameterSum, totalQty),
    unmeasured: Math.max(0, quantity - totalQty),
  };
}
