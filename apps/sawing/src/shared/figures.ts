import { e4ToThousandths } from '@timber/volume';

// How sawing shows the figures it keeps: volumes in m3 with 3 decimals, rounded half-up from
// exact ten-thousandths (the volume library's rules, spec §9).

/** Ten-thousandths of a m3 as m3 with 3 decimals, half-up: 6365 → 0.637. */
export const e4ToM3 = (volumeE4: number): number => e4ToThousandths(volumeE4) / 1000;

/** The caller's calendar day (yyyy-MM-dd) at `now`, `tzOffsetHours` east of UTC. */
export const callerDay = (now: Date, tzOffsetHours: number): string =>
  new Date(now.getTime() + tzOffsetHours * 3_600_000).toISOString().slice(0, 10);
