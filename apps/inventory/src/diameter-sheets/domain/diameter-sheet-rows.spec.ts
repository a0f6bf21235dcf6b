import { measureLog } from '@timber/volume';
import { describe, expect, it } from 'vitest';
import { valueRows } from './diameter-sheet-rows';

describe('diameter sheet rows (§7 /checkStock, /purchase/diasheet)', () => {
  it('values each row at the standard volume of one log times its count, and sums the sheet', () => {
    const one30 = Math.round(
      measureLog('ch', { minDiameter: 30, maxDiameter: 30, length: 4 }).volume * 10_000,
    );
    const one24 = Math.round(
      measureLog('ch', { minDiameter: 24, maxDiameter: 24, length: 6 }).volume * 10_000,
    );
    const valued = valueRows('ch', [
      { dia: 30, len: 4, qty: 3 },
      { dia: 24, len: 6, qty: 2 },
    ]);
    expect(valued.rows.map((r) => r.volumeE4)).toEqual([3 * one30, 2 * one24]);
    expect(valued.quantity).toBe(5);
    expect(valued.volumeE4).toBe(3 * one30 + 2 * one24);
  });

  it('counts a log the standard cannot measure at volume 0', () => {
    const valued = valueRows('ch', [{ dia: 300, len: 14.9, qty: 2 }]);
    expect(valued.quantity).toBe(2);
    expect(valued.rows[0]!.volumeE4).toBeGreaterThanOrEqual(0);
  });
});
