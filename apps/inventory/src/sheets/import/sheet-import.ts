import { DomainError } from '@timber/contracts';
import { translate, type Locale } from '@timber/i18n';
import { type StandardDefinition } from '@timber/volume';
import { measureUnder } from '../../measuring';

/** The columns of an import workbook, in order (§4 Excel in); headers come from the catalogue. */
export const IMPORT_COLUMNS = [
  { key: 'date', header: 'server.excel.date', example: '2026-11-22' },
  { key: 'standard', header: 'server.excel.standard', example: 'ch' },
  { key: 'location', header: 'server.excel.location', example: 'Yard A' },
  { key: 'woodKind', header: 'server.excel.woodKind', example: 'Pine' },
  { key: 'customer', header: 'server.excel.customer', example: '' },
  { key: 'transportNum', header: 'server.excel.transportNum', example: 'AB123' },
  { key: 'diameter', header: 'server.excel.diameter', example: 30 },
  { key: 'length', header: 'server.excel.length', example: 4 },
  { key: 'quantity', header: 'server.excel.quantity', example: 5 },
] as const;

export type Cell = string | number | Date | null;

export interface ImportLookups {
  locations: ReadonlyMap<string, string>;
  woodKinds: ReadonlyMap<string, string>;
  customers: ReadonlyMap<string, string>;
  /** a preset code, the tenant's definition, or undefined for an unknown code */
  standard(code: string): string | StandardDefinition | undefined;
}

export interface ImportProblem {
  /** the row number as the spreadsheet shows it */
  row: number;
  column: string;
  problem: string;
}

export interface ImportedSheet {
  date: string;
  standardCode: string;
  standard: string | StandardDefinition;
  locationId: string;
  woodKindId: string;
  customerId: string | null;
  transportNum: string;
  rows: { dia: number; len: number; qty: number }[];
}

const text = (cell: Cell): string =>
  cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();

const nameKey = (name: string): string => name.trim().toLowerCase();

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * Reads the data rows of an import workbook (row 2 on). Every row is checked; rows of the same
 * date, standard, warehouse, wood kind, customer and transport number make one sheet. Any
 * problem in any row refuses the whole import (IMPORT.ROWS_INVALID) with the row-by-row report.
 */
export function parseImportRows(
  rows: readonly (readonly Cell[])[],
  lookups: ImportLookups,
  locale: Locale,
): ImportedSheet[] {
  const problems: ImportProblem[] = [];
  const sheets = new Map<string, ImportedSheet>();
  const t = (id: string, values: Record<string, string | number> = {}) => translate(locale, id, values);
  rows.forEach((cells, index) => {
    if (cells.every((cell) => text(cell) === '')) {
      return;
    }
    const rowNumber = index + 2;
    const rowProblems: ImportProblem[] = [];
    const problem = (column: number, message: string) =>
      rowProblems.push({ row: rowNumber, column: t(IMPORT_COLUMNS[column]!.header), problem: message });
    const value = (column: number) => text(cells[column] ?? null);
    const named = (column: number, map: ReadonlyMap<string, string>, required: boolean): string | null => {
      const name = value(column);
      if (name === '') {
        if (required) {
          problem(column, t('server.import.required'));
        }
        return null;
      }
      const id = map.get(nameKey(name));
      if (!id) {
        problem(column, t('server.import.unknownName', { value: name }));
      }
      return id ?? null;
    };
    // plain decimal digits only: Number() alone would read "0x12" as 18 and "1e1" as 10
    const whole = (column: number, min: number, max: number): number => {
      const n = Number(value(column));
      if (!WHOLE.test(value(column)) || n < min || n > max) {
        problem(column, t('server.import.notAWholeNumber', { min, max }));
      }
      return n;
    };

    const date = value(0);
    if (date === '') {
      problem(0, t('server.import.required'));
    } else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
      problem(0, t('server.import.notADate'));
    }
    const standardCode = value(1);
    const standard = standardCode ? lookups.standard(standardCode) : undefined;
    if (!standardCode) {
      problem(1, t('server.import.required'));
    } else if (!standard) {
      problem(1, t('server.import.unknownName', { value: standardCode }));
    }
    const locationId = named(2, lookups.locations, true);
    const woodKindId = named(3, lookups.woodKinds, true);
    const customerId = named(4, lookups.customers, false);
    const transportNum = value(5);
    if (!/^[A-Za-z0-9]{0,30}$/.test(transportNum)) {
      problem(5, t('server.import.notLettersAndDigits'));
    }
    const dia = whole(6, 1, 300);
    const len = Number(value(7));
    if (!DECIMAL.test(value(7)) || len <= 0 || len > 15) {
      problem(7, t('server.import.notALength'));
    }
    const qty = whole(8, 1, 10_000);
    if (rowProblems.length === 0 && standard) {
      try {
        measureUnder(standard, { minDiameter: dia, maxDiameter: dia, length: len });
      } catch (error) {
        problem(
          6,
          t('server.import.cannotMeasure', {
            details: error instanceof DomainError ? String(error.params.details ?? '') : '',
          }),
        );
      }
    }
    if (rowProblems.length > 0) {
      problems.push(...rowProblems);
      return;
    }
    const key = [date, standardCode, locationId, woodKindId, customerId ?? '', transportNum].join('|');
    const sheet = sheets.get(key) ?? {
      date,
      standardCode,
      standard: standard!,
      locationId: locationId!,
      woodKindId: woodKindId!,
      customerId,
      transportNum,
      rows: [],
    };
    sheet.rows.push({ dia, len, qty });
    sheets.set(key, sheet);
  });
  if (problems.length > 0) {
    throw new DomainError(
      'IMPORT.ROWS_INVALID',
      { count: new Set(problems.map((p) => p.row)).size },
      { problems },
    );
  }
  if (sheets.size === 0) {
    throw new DomainError('IMPORT.EMPTY');
  }
  return [...sheets.values()];
}
