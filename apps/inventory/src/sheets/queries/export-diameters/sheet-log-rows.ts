import { type sheetExportQuerySchema } from '@timber/contracts';
import { type InferResult, sql } from 'kysely';
import { type z } from 'zod';
import { type SheetRepository } from '../../sheet.repository';

export type SheetExportFilter = z.infer<typeof sheetExportQuerySchema>;

/** The sheets a list's filters match (SheetRepository.filtered), as `s`. */
export type FilteredSheets = ReturnType<SheetRepository['filtered']>;

/**
 * Every log of `sheets` (as `l`) with what a workbook row shows of its sheet: the sheet's id, SPU,
 * date and standard, and its customer, wood kind and location by name. Unordered.
 */
export function logsWithSheetNames(sheets: FilteredSheets) {
  return sheets
    .innerJoin('inventory.sheet_logs as l', 'l.sheet_id', 's.id')
    .innerJoin('inventory.locations as loc', 'loc.id', 's.location_id')
    .innerJoin('inventory.wood_kinds as k', 'k.id', 's.wood_kind_id')
    .leftJoin('inventory.customers as c', 'c.id', 's.customer_id')
    .select([
      's.id as sheet_id',
      's.spu',
      's.sheet_date',
      's.standard',
      'c.name as customer',
      'k.name as wood_kind',
      'loc.name as location',
    ]);
}

/**
 * Every log of the sheets a list's filters match, in the list's order (newest sheet first), each
 * sheet's logs by the sheet they were first measured on and then by wood code in natural order
 * ("1-2" before "1-10"). One ordered query, meant to be read through a cursor.
 */
export function sheetLogRows(sheets: FilteredSheets) {
  return logsWithSheetNames(sheets)
    .select([
      'l.wood_code',
      'l.min_diameter',
      'l.max_diameter',
      'l.length_m',
      'l.diameter_class',
      'l.length_class',
      'l.volume_e4',
      'l.manual',
      'l.data_source',
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .orderBy('l.origin_sheet_id')
    .orderBy(
      sql`case when l.wood_code ~ '^[0-9]{1,9}(-[0-9]{1,9})*$' then string_to_array(l.wood_code, '-')::int[] end`,
    )
    .orderBy('l.wood_code')
    .orderBy('l.id');
}

/** The logs' count query: the same rows, unordered (for the export size check). */
export function sheetLogCount(sheets: FilteredSheets) {
  return sheets.innerJoin('inventory.sheet_logs as l', 'l.sheet_id', 's.id').select(sql<number>`1`.as('one'));
}

/** Ten-thousandths of a m3 as m3 (exact: four decimals). */
export const e4ToExactM3 = (e4: number | null): number | null => (e4 === null ? null : e4 / 10_000);

/**
 * One log of an exported sheet with the sheet's names. Numeric columns (diameters, lengths) arrive
 * as PostgreSQL's decimal text whatever the type says: read them through Number().
 */
export type SheetLogRow = InferResult<ReturnType<typeof sheetLogRows>>[number];
