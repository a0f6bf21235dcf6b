import { type SheetLog, summarizeSheet } from '@timber/volume';
import { describe, expect, it } from 'vitest';
import { type FittedRow, fittedRows, type FittedSheet, fittedSheets } from './fitted-rows';

const labels = { total: 'Sheet total', unmeasured: 'Not measurable' };
const sheetOf = (spu: string): FittedSheet => ({
  spu,
  date: '2026-11-20',
  customer: 'Buyer',
  woodKind: 'Pine',
  location: 'Yard',
  standard: 'ch',
});
const log = (diameterClass: number, lengthClass: number, volumeE4: number): SheetLog => ({
  diameterClass,
  lengthClass,
  volumeE4,
});

async function* arriving<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) {
    yield await Promise.resolve(item);
  }
}

const collect = async (rows: AsyncIterable<FittedRow>) => {
  const all: FittedRow[] = [];
  for await (const row of rows) {
    all.push(row);
  }
  return all;
};

describe('fitted diameter sheet rows (§2, §7 downloadFittedDia)', () => {
  it('groups a sheet by diameter class and length, sorted, with its total from the volume library', () => {
    const logs = [log(30, 4, 2827), log(24, 4, 1810), log(30, 4, 2827), log(24, 6, 2780), log(24, 4, 1810)];
    const rows = fittedRows(sheetOf('IN1'), logs, 0, labels);
    expect(rows.map((r) => [r.dia, r.length, r.qty, r.volume])).toEqual([
      [24, 4, 2, 0.362],
      [24, 6, 1, 0.278],
      [30, 4, 2, 0.565],
      ['Sheet total', null, 5, 1.205],
    ]);
    const summary = summarizeSheet(logs);
    expect(rows.at(-1)!.volume).toBe(Number(summary.totalVolume));
    expect(rows.every((r) => r.spu === 'IN1' && r.woodKind === 'Pine')).toBe(true);
  });

  it('names the logs the standard could not measure after the total', () => {
    const rows = fittedRows(sheetOf('IN2'), [log(20, 4, 1000)], 3, labels);
    expect(rows.slice(-2).map((r) => [r.dia, r.qty, r.volume])).toEqual([
      ['Sheet total', 1, 0.1],
      ['Not measurable', 3, null],
    ]);
    // a sheet none of whose logs the standard measures still shows, with a zero total
    expect(fittedRows(sheetOf('IN3'), [], 2, labels).map((r) => [r.dia, r.qty, r.volume])).toEqual([
      ['Sheet total', 0, 0],
      ['Not measurable', 2, null],
    ]);
  });

  it('closes a block each time the sheet changes, holding one sheet at a time, counting groups by quantity', async () => {
    const a = sheetOf('IN-A');
    const b = sheetOf('IN-B');
    const stream = [
      { sheetId: 'a', sheet: a, quantity: 3, log: log(30, 4, 2827) },
      { sheetId: 'a', sheet: a, quantity: 2, log: undefined },
      { sheetId: 'a', sheet: a, quantity: 1, log: log(30, 4, 2827) },
      { sheetId: 'a', sheet: a, quantity: 1, log: log(32, 4, 3200) },
      { sheetId: 'b', sheet: b, quantity: 4, log: log(16, 2, 300) },
    ];
    const measured: string[] = [];
    const rows = await collect(
      fittedSheets(
        arriving(stream),
        (item) => {
          measured.push(item.sheetId);
          return Promise.resolve(item.log);
        },
        labels,
      ),
    );
    expect(measured).toEqual(['a', 'a', 'a', 'a', 'b']);
    // groups of identical logs count by their quantity
    expect(rows.map((r) => [r.spu, r.dia, r.qty, r.volume])).toEqual([
      ['IN-A', 30, 4, 1.131],
      ['IN-A', 32, 1, 0.32],
      ['IN-A', 'Sheet total', 5, 1.451],
      ['IN-A', 'Not measurable', 2, null],
      ['IN-B', 16, 4, 0.12],
      ['IN-B', 'Sheet total', 4, 0.12],
    ]);
    expect(await collect(fittedSheets(arriving([]), () => Promise.resolve(undefined), labels))).toEqual([]);
  });
});
