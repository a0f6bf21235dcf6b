// Boards sawn from logs (spec §2 Sawing, §3 Sawing order): the system volume of a sawing order's
// specifications and its outturn. Exact integer arithmetic, rounded once, half-up.

/** The largest length of a board specification, in m (spec §5, §9: 'spec length cannot exceed 15M'). */
export const MAX_BOARD_LENGTH_M = 15;

/** One board specification: length in m (2 decimals), width and thickness in mm, piece count. */
export interface BoardSpec {
  lengthM: number;
  widthMm: number;
  thicknessMm: number;
  pieces: number;
}

/**
 * The volume of the boards of these specifications in ten-thousandths of a m3, half-up:
 * Σ length × width × thickness × pieces. Length is taken in whole centimetres (2 decimals of a m),
 * so each term is an integer in 10^-8 m3 and the sum is exact before its one rounding.
 * 4 m × 200 mm × 50 mm × 10 = 0.4 m3 → 4000.
 */
export function boardVolumeE4(specs: readonly BoardSpec[]): number {
  let e8 = 0;
  for (const spec of specs) {
    e8 += Math.round(spec.lengthM * 100) * spec.widthMm * spec.thicknessMm * spec.pieces;
  }
  return Math.floor((e8 + 5_000) / 10_000);
}

/**
 * Outturn in percent with 2 decimals, half-up: board volume over log volume; null when no log
 * volume is known (nothing to divide by). 4000 of 6400 → 62.5.
 */
export function outturnPercent(boardE4: number, logE4: number): number | null {
  if (logE4 <= 0) {
    return null;
  }
  // percent × 100 = board × 10000 / log, half-up on integers
  return Math.floor((boardE4 * 20_000 + logE4) / (2 * logE4)) / 100;
}
