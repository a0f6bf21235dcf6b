import { e4ToThousandths } from '@timber/volume';

// How orders shows the figures it keeps: volumes in m3 with 3 decimals, the mean diameter class
// with 1, both rounded half-up from exact integers (the volume library's rules, spec §9).

/** Ten-thousandths of a m3 as m3 with 3 decimals, half-up: 6365 → 0.637. */
export const e4ToM3 = (volumeE4: number): number => e4ToThousandths(volumeE4) / 1000;

/** Ten-thousandths of a m3 as m3 with up to 4 decimals (one log's tabulated volume). */
export const e4ToExactM3 = (volumeE4: number): number => volumeE4 / 10_000;

/** The quantity-weighted mean diameter class, 1 decimal half-up; 0 without a measured log. */
export function meanDiameter(diameterClassSum: number, measuredLogs: number): number {
  if (measuredLogs === 0) {
    return 0;
  }
  return Math.floor((20 * diameterClassSum + measuredLogs) / (2 * measuredLogs)) / 10;
}

/** Distinct values as a comma list, in the order given (empty ones left out). */
export const commaList = (values: Iterable<string>): string =>
  [...new Set([...values].filter((value) => value !== ''))].join(',');

/** Distinct length classes in m, ascending, as a comma list: [6, 4, 4] → "4,6". */
export const lengthList = (lengths: Iterable<number>): string =>
  [...new Set(lengths)]
    .sort((a, b) => a - b)
    .map((length) => String(length))
    .join(',');

/** The caller's calendar day (yyyy-MM-dd) at `now`, `tzOffsetHours` east of UTC. */
export const callerDay = (now: Date, tzOffsetHours: number): string =>
  new Date(now.getTime() + tzOffsetHours * 3_600_000).toISOString().slice(0, 10);

/** The rows of these ids in the order of the ids (a share link's), unknown ids left out. */
export function inIdOrder<R extends { id: string }>(ids: readonly string[], rows: readonly R[]): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
