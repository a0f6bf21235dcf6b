import { describe, expect, it } from 'vitest';
import { tableVolume } from '../../measure-log';
import { gost2708Cell, gost2708PrintedDecimals } from './gost2708-lookup';
import { GOST2708_TABLES, GOST2708_TABLE_1, GOST2708_TABLE_2, GOST2708_TABLE_3 } from './gost2708-tables';

const cell = (d: number, lengthM: number): number | undefined =>
  gost2708Cell(d, Math.round(lengthM * 100), false)?.volumeE4;

describe('GOST 2708-75 tables as data', () => {
  it('has the published shape of tables 1 to 3', () => {
    expect(GOST2708_TABLE_2.lengthsCm).toEqual([50, 60, 70, 80, 90]);
    expect(GOST2708_TABLE_2.rows.map(([d]) => d)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(GOST2708_TABLE_1.lengthsCm).toHaveLength(101);
    expect(GOST2708_TABLE_1.lengthsCm).toContain(225);
    expect(GOST2708_TABLE_1.lengthsCm).toContain(925);
    const table1Diameters = GOST2708_TABLE_1.rows.map(([d]) => d);
    expect(table1Diameters.slice(0, 12)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(table1Diameters.filter((d) => d >= 14).every((d) => d % 2 === 0)).toBe(true);
    expect(table1Diameters[table1Diameters.length - 1]).toBe(120);
    expect(GOST2708_TABLE_3.lengthsCm).toEqual([1000, 1050, 1100, 1150, 1200, 1250, 1300, 1350]);
    expect(GOST2708_TABLE_3.rows.map(([d]) => d)).toEqual([
      8, 9, 10, 11, 12, 13, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38,
    ]);
    for (const table of GOST2708_TABLES) {
      for (const [, volumes] of table.rows) {
        expect(volumes).toHaveLength(table.lengthsCm.length);
      }
    }
  });

  it.each([
    [20, 6, '0.23'],
    [14, 4, '0.073'],
    [30, 11, '1.10'],
  ])('check value D%d x L%d = %s', (d, l, expected) => {
    expect(tableVolume('rus_stp', d, l).volumeText).toBe(expected);
  });

  // Cells on which both public transcriptions agree and that fit their neighbours on both axes.
  it.each([
    [3, 3, 45],
    [4, 2, 37],
    [6, 1, 32],
    [6, 0.5, 13],
    [10, 0.9, 73],
    [10, 3, 260],
    [12, 5, 730],
    [13, 9.5, 2000],
    [16, 4, 950],
    [18, 6, 1940],
    [20, 5, 1900],
    [22, 4, 1780],
    [24, 6, 3300],
    [26, 3, 1850],
    [28, 8, 6300],
    [30, 6, 5200],
    [32, 9.5, 10_000],
    [40, 4, 5800],
    [50, 6, 14_100],
    [60, 5, 16_800],
    [80, 8, 49_500],
    [100, 9.5, 94_900],
    [120, 9.5, 136_700],
    [120, 1, 12_200],
    [8, 10, 1000],
    [24, 12, 8200],
    [38, 13.5, 22_300],
    [14, 3.25, 570],
    [30, 7.75, 6900],
  ])('D%d x L%d = %d ten-thousandths', (d, l, expected) => {
    expect(cell(d, l)).toBe(expected);
  });

  // Known-bad cells of the public transcriptions (reference + PROVENANCE.md), corrected.
  it.each([
    [16, 2.3, 500, 'was 0.056'],
    [18, 5.3, 1670, 'was 0.161'],
    [22, 5.1, 2300, 'was 0.22'],
    [40, 2.7, 3800, 'was 0.36'],
    [56, 5.5, 16_200, 'was 1.12'],
    [58, 5.9, 18_800, 'was 1.38'],
    [34, 13.5, 18_900, 'was 1.99'],
    [36, 13.5, 21_100, 'was 2.01'],
    [14, 1.1, 180, 'was 0.0018'],
    [30, 1.8, 1470, 'was 0.0147'],
  ])('corrected cell D%d x L%d = %d (%s)', (d, l, expected) => {
    expect(cell(d, l)).toBe(expected);
  });

  it('never decreases along the length axis within a table', () => {
    for (const table of GOST2708_TABLES) {
      for (const [d, volumes] of table.rows) {
        const printed = volumes.filter((v) => v > 0);
        printed.forEach((v, i) => {
          if (i > 0) {
            expect(v, `D${d} ${table.table}`).toBeGreaterThanOrEqual(printed[i - 1] ?? 0);
          }
        });
      }
    }
  });

  it('never decreases along the diameter axis', () => {
    for (const table of GOST2708_TABLES) {
      table.lengthsCm.forEach((lengthCm, column) => {
        const printed = table.rows.map(([, volumes]) => volumes[column] ?? 0).filter((v) => v > 0);
        printed.forEach((v, i) => {
          if (i > 0) {
            expect(v, `L${lengthCm}`).toBeGreaterThanOrEqual(printed[i - 1] ?? 0);
          }
        });
      });
    }
  });

  it('documents the one step back between tables 2 and 1 (D6: 0.0033 at 0.9 m, 0.0032 at 1.0 m, as printed)', () => {
    expect(cell(6, 0.9)).toBe(33);
    expect(cell(6, 1)).toBe(32);
  });

  it('interpolates odd classes from 15 cm only on request, as the mean of the even neighbours', () => {
    expect(gost2708Cell(31, 600, false)).toBeUndefined();
    expect(gost2708Cell(31, 600, true)).toEqual({ volumeE4: 5550, table: 1, interpolatedFrom: [30, 32] });
    expect(gost2708Cell(13, 600, true)?.interpolatedFrom).toBeUndefined();
    expect(gost2708Cell(40, 1100, true)).toBeUndefined();
  });

  it('prints values with the table precision', () => {
    expect(gost2708PrintedDecimals(45)).toBe(4);
    expect(gost2708PrintedDecimals(100)).toBe(3);
    expect(gost2708PrintedDecimals(1940)).toBe(3);
    expect(gost2708PrintedDecimals(2300)).toBe(2);
    expect(gost2708PrintedDecimals(11_000)).toBe(2);
  });
});
