import { GOST2708_TABLES, type Gost2708Table } from './gost2708-tables';

export const GOST2708_MIN_DIAMETER_CM = 3;
export const GOST2708_MAX_DIAMETER_CM = 120;

export interface Gost2708Cell {
  /** Volume in ten-thousandths of a m3 as printed (or interpolated for odd classes). */
  readonly volumeE4: number;
  readonly table: 1 | 2 | 3;
  /** Set when an odd class from 15 cm was interpolated between its even neighbours. */
  readonly interpolatedFrom?: readonly [lowerCm: number, upperCm: number];
}

const byLength = new Map<number, { table: Gost2708Table; column: number }>();
for (const table of GOST2708_TABLES) {
  table.lengthsCm.forEach((cm, column) => byLength.set(cm, { table, column }));
}

function printed(table: Gost2708Table, column: number, diameterCm: number): number {
  const row = table.rows.find(([d]) => d === diameterCm);
  return row?.[1][column] ?? 0;
}

/** All table lengths in cm, ascending. */
export function gost2708LengthsCm(): number[] {
  return [...byLength.keys()].sort((a, b) => a - b);
}

/**
 * The cell for a diameter class (cm) and a length class (cm), or undefined when the standard
 * prints none. Odd classes from 15 cm are the mean of the two even neighbours when `interpolateOdd`.
 */
export function gost2708Cell(
  diameterCm: number,
  lengthCm: number,
  interpolateOdd: boolean,
): Gost2708Cell | undefined {
  const entry = byLength.get(lengthCm);
  if (!entry) {
    return undefined;
  }
  const { table, column } = entry;
  const direct = printed(table, column, diameterCm);
  if (direct > 0) {
    return { volumeE4: direct, table: table.table };
  }
  if (interpolateOdd && diameterCm >= 15 && diameterCm % 2 === 1) {
    const lower = printed(table, column, diameterCm - 1);
    const upper = printed(table, column, diameterCm + 1);
    if (lower > 0 && upper > 0) {
      // Half-up in ten-thousandths; both neighbours are multiples of 10 there, so the mean is exact.
      return {
        volumeE4: Math.floor((lower + upper + 1) / 2),
        table: table.table,
        interpolatedFrom: [diameterCm - 1, diameterCm + 1],
      };
    }
  }
  return undefined;
}

/** Decimals the table prints for a value: 4 below 0.01 m3, at least 3 below 0.1, at least 2 above. */
export function gost2708PrintedDecimals(volumeE4: number): number {
  let decimals = 4;
  while (decimals > 0 && volumeE4 % 10 ** (5 - decimals) === 0) {
    decimals -= 1;
  }
  const minimum = volumeE4 < 100 ? 4 : volumeE4 < 1000 ? 3 : 2;
  return Math.max(decimals, minimum);
}
