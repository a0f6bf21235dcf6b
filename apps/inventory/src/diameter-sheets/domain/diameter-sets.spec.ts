import { describe, expect, it } from 'vitest';
import { compareDiameterSets, type ReportSheet } from './diameter-sets';
import { DIAMETER_SHEET_KIND } from './diameter-sheet-rows';

const sheet = (id: string, quantity: number, volumeE4: number): ReportSheet => ({
  id,
  spu: `IN-${id}`,
  storageDate: '2026-05-01',
  customerName: '',
  woodKind: 'Oak',
  standard: 'ch',
  quantity,
  volumeE4,
});

describe('comparison report of diameter sets (§2 Statistics and tools)', () => {
  it('sums the measured, checked and purchased sets per diameter class over the sheets', () => {
    const report = compareDiameterSets(
      [sheet('a', 5, 12_345), sheet('b', 2, 4_000)],
      [
        { sheetId: 'a', diameterClass: 30, quantity: 3, volumeE4: 8_345 },
        { sheetId: 'a', diameterClass: 28, quantity: 2, volumeE4: 4_000 },
        { sheetId: 'b', diameterClass: 30, quantity: 2, volumeE4: 4_000 },
      ],
      [
        { sheetId: 'a', kind: DIAMETER_SHEET_KIND.CHECKED, diameterClass: 30, qty: 4, volumeE4: 11_000 },
        { sheetId: 'b', kind: DIAMETER_SHEET_KIND.PURCHASE, diameterClass: 32, qty: 2, volumeE4: 5_005 },
        { sheetId: 'b', kind: DIAMETER_SHEET_KIND.PURCHASE, diameterClass: null, qty: 1, volumeE4: 0 },
        // a sheet not asked for is left out
        { sheetId: 'z', kind: DIAMETER_SHEET_KIND.CHECKED, diameterClass: 30, qty: 9, volumeE4: 9 },
      ],
    );
    expect(report.rows).toEqual([
      { dia: 28, qty: 2, vol: 0.4, checkQty: 0, checkVol: 0, purchaseQty: 0, purchaseVol: 0 },
      { dia: 30, qty: 5, vol: 1.235, checkQty: 4, checkVol: 1.1, purchaseQty: 0, purchaseVol: 0 },
      { dia: 32, qty: 0, vol: 0, checkQty: 0, checkVol: 0, purchaseQty: 2, purchaseVol: 0.501 },
      { dia: null, qty: 0, vol: 0, checkQty: 0, checkVol: 0, purchaseQty: 1, purchaseVol: 0 },
    ]);
    expect(report.totals).toEqual({
      qty: 7,
      vol: 1.635,
      checkQty: 4,
      checkVol: 1.1,
      purchaseQty: 3,
      purchaseVol: 0.501,
    });
    expect(report.sheets.map((s) => [s.id, s.volume, s.checkQty, s.checkVol, s.purchaseQty])).toEqual([
      ['a', 1.235, 4, 1.1, null],
      ['b', 0.4, null, null, 3],
    ]);
    expect([report.checkedSheets, report.purchaseSheets]).toEqual([1, 1]);
  });

  it('answers empty sets for sheets without logs or diameter sheets', () => {
    const report = compareDiameterSets([sheet('a', 0, 0)], [], []);
    expect(report.rows).toEqual([]);
    expect(report.totals.qty).toBe(0);
    expect(report.sheets[0]).toMatchObject({ checkQty: null, purchaseVol: null });
  });
});
