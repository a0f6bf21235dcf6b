import { VolumeError } from './errors';

// Volumes are carried as integers in ten-thousandths of a cubic metre ("E4"): 0.0041 m3 is 41,
// 0.636 m3 is 6360. Every tabulated value of GB/T 4814, GOST 2708-75, JAS and the cylinder
// presets is a whole number in that unit, so sums never drift. Display totals use thousandths.

export const E4_PER_M3 = 10_000;
/** Fixed epsilon for half-up rounding of values computed by formulas in binary floating point. */
const ROUNDING_EPSILON = 1e-9;

/** Rounds a non-negative real number half-up to an integer, absorbing binary representation error. */
export function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5 + ROUNDING_EPSILON);
}

/** Rounds a volume in m3 half-up to `decimals` (0 to 4) and returns it in ten-thousandths. */
export function m3ToE4(volumeM3: number, decimals: number): number {
  const scale = 10 ** decimals;
  return roundHalfUp(volumeM3 * scale) * 10 ** (4 - decimals);
}

/** Rounds an integer amount of ten-thousandths half-up to `decimals` (0 to 4), staying in ten-thousandths. */
export function roundE4(volumeE4: number, decimals: number): number {
  const step = 10 ** (4 - decimals);
  return Math.floor((volumeE4 + step / 2) / step) * step;
}

/** Ten-thousandths to thousandths, half-up: 6365 → 637. */
export function e4ToThousandths(volumeE4: number): number {
  return Math.floor((volumeE4 + 5) / 10);
}

/** Ten-thousandths of a cubic metre as m3 with 3 decimals (spec §9), half-up: 12345 → 1.235. */
export function e4ToM3(volumeE4: number): number {
  return e4ToThousandths(volumeE4) / 1000;
}

/** Formats an integer scaled by 10^scale as a decimal string with `decimals` digits (decimals <= scale). */
export function formatScaled(value: number, scale: number, decimals: number): string {
  const negative = value < 0;
  const abs = Math.abs(value);
  const reduced = Math.floor(abs / 10 ** (scale - decimals));
  const text = reduced.toString().padStart(decimals + 1, '0');
  const body = decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
  return negative ? `-${body}` : body;
}

/** 6360 → "0.636" with 3 decimals; 41 → "0.0041" with 4. */
export function formatE4(volumeE4: number, decimals: number): string {
  return formatScaled(volumeE4, 4, decimals);
}

/** Thousandths of a cubic metre as a 3-decimal string: 12345 → "12.345". */
export function formatThousandths(volumeThousandths: number): string {
  return formatScaled(volumeThousandths, 3, 3);
}

/** Sums ten-thousandths exactly; throws if the total leaves the safe integer range. */
export function sumE4(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) {
    total += value;
  }
  if (!Number.isSafeInteger(total)) {
    throw new VolumeError('VOLUME.OUT_OF_RANGE', 'Volume total exceeds the safe integer range');
  }
  return total;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * Parses a non-negative decimal string exactly into an integer scaled by 10^scale.
 * "0.636" with scale 4 → 6360. More than `scale` decimals is an error, never a silent rounding.
 */
export function parseScaledDecimal(text: string, scale: number, what: string): number {
  const match = DECIMAL.exec(text.trim());
  if (!match) {
    throw new VolumeError(
      'VOLUME.INVALID_INPUT',
      `${what} must be a non-negative decimal number, got "${text}"`,
    );
  }
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > scale) {
    throw new VolumeError('VOLUME.INVALID_INPUT', `${what} allows at most ${scale} decimals, got "${text}"`);
  }
  const value = Number(whole + fraction.padEnd(scale, '0'));
  if (!Number.isSafeInteger(value)) {
    throw new VolumeError('VOLUME.OUT_OF_RANGE', `${what} is too large: "${text}"`);
  }
  return value;
}

/** "0.636" → 6360 ten-thousandths (at most 4 decimals). */
export function parseVolumeE4(text: string): number {
  return parseScaledDecimal(text, 4, 'Volume');
}

/** "12.345" → 12345 thousandths (at most 3 decimals, the spec's volume input rule). */
export function parseVolumeThousandths(text: string): number {
  return parseScaledDecimal(text, 3, 'Volume');
}
