// The small SQL helpers of the device list (apps do not import each other; inventory has the same).

/** True when PostgreSQL refused a row for a unique index. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === '23505';

/** `text` as a literal inside an ILIKE pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Midnight of `day` (+ `plusDays`) in a zone `offsetHours` east of UTC, as an instant: date
 * filters are days in the caller's time zone, [from 00:00, to+1 00:00).
 */
export function dayStart(day: string, offsetHours: number, plusDays: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays) - offsetHours * 3_600_000);
}
