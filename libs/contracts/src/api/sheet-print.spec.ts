import { describe, expect, it } from 'vitest';
import { printedLengths } from './sheet-print';

describe('printedLengths', () => {
  it('groups the classes by length, shortest first, thinnest first, with exact subtotals', () => {
    const groups = printedLengths([
      { dia: 26, length: 6, qty: 3, vol: 0.1 },
      { dia: 20, length: 4, qty: 2, vol: 0.2 },
      { dia: 14, length: 6, qty: 1, vol: 0.2 },
      { dia: 26, length: 4, qty: 1, vol: 0.7 },
    ]);
    expect(groups.map((group) => [group.length, group.rows.map((row) => row.dia), group.qty])).toEqual([
      [4, [20, 26], 3],
      [6, [14, 26], 4],
    ]);
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; the printed subtotal is 0.3
    expect(groups[1]!.vol).toBe(0.3);
    expect(groups[0]!.vol).toBe(0.9);
  });

  it('prints nothing for a sheet without measured logs', () => {
    expect(printedLengths([])).toEqual([]);
  });
});
