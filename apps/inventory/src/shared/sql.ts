import { DomainError, type ErrorKey } from '@timber/contracts';

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

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Deletes all of `ids` or none: a missing id refuses the batch with `notFound`, and a row that a
 * sheet still refers to (on delete restrict) refuses it with COMMON.IN_USE. The caller's
 * transaction rolls back either way.
 */
export async function deleteAllOrNone(
  ids: readonly string[],
  notFound: ErrorKey,
  remove: () => Promise<{ numDeletedRows: bigint }>,
): Promise<void> {
  let deleted: bigint;
  try {
    deleted = (await remove()).numDeletedRows;
  } catch (error) {
    throw (error as { code?: string }).code === FOREIGN_KEY_VIOLATION
      ? new DomainError('COMMON.IN_USE')
      : error;
  }
  if (Number(deleted) !== new Set(ids).size) {
    throw new DomainError(notFound);
  }
}
