import { type DomainError } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { type Cell, type ImportLookups, type ImportProblem, parseImportRows } from './sheet-import';

const lookups: ImportLookups = {
  locations: new Map([['yard a', 'loc-1']]),
  woodKinds: new Map([['pine', 'kind-1']]),
  customers: new Map([['buyer', 'cus-1']]),
  standard: (code) => (['ch', 'rus_stp'].includes(code) ? code : undefined),
};

const row = (changes: Partial<Record<number, Cell>> = {}): Cell[] => {
  const cells: Cell[] = ['2026-11-20', 'ch', 'Yard A', 'Pine', 'Buyer', 'AB12', 30, 4, 5];
  for (const [i, v] of Object.entries(changes)) {
    cells[Number(i)] = v ?? null;
  }
  return cells;
};

const problemsOf = (rows: Cell[][]): ImportProblem[] => {
  try {
    parseImportRows(rows, lookups, 'en');
  } catch (error) {
    return ((error as DomainError).data as { problems: ImportProblem[] }).problems;
  }
  return [];
};

describe('parseImportRows', () => {
  it('groups rows of one date, standard, place, kind, customer and truck into one sheet', () => {
    const sheets = parseImportRows(
      [row(), row({ 6: 32, 8: 2 }), row({ 5: 'XY9' }), [null, null]],
      lookups,
      'en',
    );
    expect(sheets).toHaveLength(2);
    expect(sheets[0]).toMatchObject({
      date: '2026-11-20',
      locationId: 'loc-1',
      woodKindId: 'kind-1',
      customerId: 'cus-1',
      rows: [
        { dia: 30, len: 4, qty: 5 },
        { dia: 32, len: 4, qty: 2 },
      ],
    });
  });

  it('accepts a date cell and an empty customer', () => {
    const [sheet] = parseImportRows([row({ 0: new Date(Date.UTC(2026, 10, 21)), 4: null })], lookups, 'en');
    expect(sheet).toMatchObject({ date: '2026-11-21', customerId: null });
  });

  it('names every problem by row and column, and imports nothing', () => {
    expect(
      problemsOf([row(), row({ 3: 'Teak', 6: 1.5 }), row({ 0: '20/11/2026', 5: 'AB-1', 7: 16 })]),
    ).toEqual([
      { row: 3, column: 'Wood type', problem: 'no entry named "Teak"' },
      { row: 3, column: 'Diameter (cm)', problem: 'must be a whole number from 1 to 300' },
      { row: 4, column: 'Date', problem: 'not a date (yyyy-MM-dd)' },
      { row: 4, column: 'Transport no.', problem: 'letters and digits only' },
      { row: 4, column: 'Length (m)', problem: 'must be a number above 0 and at most 15' },
    ]);
  });

  it('reads numbers as decimal digits only, never as hex, binary or exponent', () => {
    expect(
      problemsOf([row({ 6: '0x12' }), row({ 6: '0b11', 7: '4e0' }), row({ 6: ' 30 ', 7: '4.0' })]),
    ).toEqual([
      { row: 2, column: 'Diameter (cm)', problem: 'must be a whole number from 1 to 300' },
      { row: 3, column: 'Diameter (cm)', problem: 'must be a whole number from 1 to 300' },
      { row: 3, column: 'Length (m)', problem: 'must be a number above 0 and at most 15' },
    ]);
  });

  it('reports a log the standard cannot measure', () => {
    expect(problemsOf([row({ 1: 'rus_stp', 7: 14.5 })])[0]).toMatchObject({
      row: 2,
      column: 'Diameter (cm)',
    });
  });

  it('refuses a workbook without data rows', () => {
    expect(() => parseImportRows([[null, '']], lookups, 'en')).toThrow('IMPORT.EMPTY');
  });
});
