import { type PageResult } from '@timber/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';

// Small SQL helpers every service's repositories share.

const UNIQUE_VIOLATION = '23505';

/** True when PostgreSQL refused a row for a unique index (optionally: this one). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === UNIQUE_VIOLATION && (constraint === undefined || pgError.constraint === constraint);
}

/** `text` as a literal inside an ILIKE pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Midnight of `day` (+ `plusDays`) in a zone `offsetHours` east of UTC, as an instant. Date filters
 * are days in the caller's time zone: [from 00:00, to+1 00:00) shifted by the offset, so "today"
 * means the user's today.
 */
export function dayStart(day: string, offsetHours: number, plusDays: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays) - offsetHours * 3_600_000);
}

/** A list's creation-day filter: days in the caller's time zone, both ends included (see dayStart). */
export interface CreatedBetween {
  createTimeFrom?: string;
  createTimeTo?: string;
}

/** `column`, qualified by the table alias when the query joins tables that share its name. */
const columnOf = (column: string, table?: string) => sql.ref(table ? `${table}.${column}` : column);

/**
 * Narrows `base` to the rows created in [from 00:00, to+1 00:00) of the caller's days; `table`
 * names the alias whose `created_at` counts when the query joins others.
 */
export function createdBetween<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  range: CreatedBetween,
  tzOffsetHours: number,
  table?: string,
): SelectQueryBuilder<DB, TB, O> {
  const createdAt = columnOf('created_at', table);
  let narrowed = base;
  if (range.createTimeFrom) {
    narrowed = narrowed.where(createdAt, '>=', dayStart(range.createTimeFrom, tzOffsetHours, 0));
  }
  if (range.createTimeTo) {
    narrowed = narrowed.where(createdAt, '<', dayStart(range.createTimeTo, tzOffsetHours, 1));
  }
  return narrowed;
}

/** The column that carries a page's count in newestFirstPage's statement. */
const PAGE_TOTAL = 'page_total_rows';

/**
 * One page of `base`, newest first (created_at, then id, so equal times page stably), with the
 * count of all its rows: `pick` chooses the columns, `toRecord` turns a row into the answer's
 * record; `table` names the alias whose created_at and id order the page when tables are joined.
 * `tiebreak` replaces id where ids say nothing of order (opaque ids): its last column must be unique.
 * `toRecord` is also handed the count's column (PAGE_TOTAL), which it leaves out.
 */
export async function newestFirstPage<DB, TB extends keyof DB, O, Row, Out>(
  base: SelectQueryBuilder<DB, TB, O>,
  paging: { page: number; pageSize: number },
  pick: (base: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  toRecord: (row: Row) => Out,
  table?: string,
  tiebreak: readonly string[] = ['id'],
): Promise<PageResult<Out>> {
  let ordered = pick(base).orderBy(columnOf('created_at', table), 'desc');
  for (const column of tiebreak) {
    ordered = ordered.orderBy(columnOf(column, table), 'desc');
  }
  const counted = base.select(sql<number>`count(*)::int`.as('total'));
  // The count rides along as an uncorrelated subquery (planned and run once), so a page is one
  // statement: one round trip instead of two.
  const rows = (await ordered
    .select(sql<number>`(${counted})`.as(PAGE_TOTAL))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute()) as (Row & { [PAGE_TOTAL]: number })[];
  const countAlone = async () => {
    const row: unknown = await counted.executeTakeFirstOrThrow();
    return (row as { total: number }).total;
  };
  // An empty page past the first (the list shrank since) still needs the count.
  const total = rows[0]?.[PAGE_TOTAL] ?? (paging.page === 1 ? 0 : await countAlone());
  return { total, records: rows.map(toRecord) };
}
