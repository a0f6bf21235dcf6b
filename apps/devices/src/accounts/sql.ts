import { type PageResult } from '@timber/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';

// The same small helpers as apps/inventory/src/shared/sql.ts (apps do not import each other).

/** True when PostgreSQL refused a row for a unique index. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === '23505';

/** `text` as a literal inside an ILIKE pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Midnight of `day` (+ `plusDays`) in a zone `offsetHours` east of UTC, as an instant. */
export function dayStart(day: string, offsetHours: number, plusDays: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays) - offsetHours * 3_600_000);
}

/** Narrows `base` to the rows created in [from 00:00, to+1 00:00) of the caller's days. */
export function createdBetween<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  range: { createTimeFrom?: string; createTimeTo?: string },
  tzOffsetHours: number,
): SelectQueryBuilder<DB, TB, O> {
  let narrowed = base;
  if (range.createTimeFrom) {
    narrowed = narrowed.where(sql.ref('created_at'), '>=', dayStart(range.createTimeFrom, tzOffsetHours, 0));
  }
  if (range.createTimeTo) {
    narrowed = narrowed.where(sql.ref('created_at'), '<', dayStart(range.createTimeTo, tzOffsetHours, 1));
  }
  return narrowed;
}

/** One page of `base`, newest first (created_at, then id), with the count of all its rows. */
export async function newestFirstPage<DB, TB extends keyof DB, O, Row, Out>(
  base: SelectQueryBuilder<DB, TB, O>,
  paging: { page: number; pageSize: number },
  pick: (base: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  toRecord: (row: Row) => Out,
): Promise<PageResult<Out>> {
  const [rows, count] = await Promise.all([
    pick(base)
      .orderBy(sql.ref('created_at'), 'desc')
      .orderBy(sql.ref('id'), 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: (count as { total: number }).total, records: rows.map(toRecord) };
}
