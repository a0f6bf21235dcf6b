import { type InferResult, sql } from 'kysely';
import { type FilteredSheets, logsWithSheetNames } from '../export-diameters/sheet-log-rows';

/** A log kept with its class and volume as measured under its sheet's standard. */
const STORED = sql<boolean>`(l.diameter_class is not null and l.length_class is not null and l.volume_e4 is not null)`;
/** A reading, kept only for a log without a stored measurement (to be measured now). */
const readingOf = (column: 'min_diameter' | 'max_diameter' | 'length_m') =>
  sql<string | null>`case when ${STORED} then null else ${sql.ref(`l.${column}`)} end`;

/**
 * The logs of the sheets a list's filters match, counted by sheet and by what the fitted sheet
 * needs of them: identical stored measurements (diameter class, length class, volume) make one
 * row with their quantity; a log stored without them is grouped by its readings instead. In the
 * list's order, newest sheet first. Far fewer rows than logs, summed by the volume library.
 */
export function fittedLogGroups(sheets: FilteredSheets) {
  const minDiameter = readingOf('min_diameter');
  const maxDiameter = readingOf('max_diameter');
  const length = readingOf('length_m');
  return (
    logsWithSheetNames(sheets)
      .select([
        sql<number | null>`case when ${STORED} then l.diameter_class end`.as('diameter_class'),
        sql<string | null>`case when ${STORED} then l.length_class end`.as('length_class'),
        sql<number | null>`case when ${STORED} then l.volume_e4 end`.as('volume_e4'),
        minDiameter.as('min_diameter'),
        maxDiameter.as('max_diameter'),
        length.as('length_m'),
        sql<number>`count(*)::int`.as('quantity'),
      ])
      // the sheet, then the select list's measurement and reading columns (8 to 13, after
      // logsWithSheetNames' seven) by position
      .groupBy([
        's.created_at',
        's.id',
        's.spu',
        's.sheet_date',
        's.standard',
        'c.name',
        'k.name',
        'loc.name',
        sql`8`,
        sql`9`,
        sql`10`,
        sql`11`,
        sql`12`,
        sql`13`,
      ])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
  );
}

export type FittedLogGroup = InferResult<ReturnType<typeof fittedLogGroups>>[number];
