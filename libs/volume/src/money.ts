import { VolumeError } from './errors';
import { formatScaled, parseScaledDecimal } from './units';

// Money never touches floating point: prices per m3 are integer cents, volumes are integer
// ten-thousandths (or thousandths) of a cubic metre, and products go through BigInt.

/** The spec's price input: numeric, at most 2 decimals, at most 10 characters. */
export const PRICE_INPUT_MAX_LENGTH = 10;

/** "123.45" → 12345 cents. Rejects more than 2 decimals, signs, and inputs over 10 characters. */
export function parsePriceCents(text: string): number {
  const trimmed = text.trim();
  if (trimmed.length > PRICE_INPUT_MAX_LENGTH) {
    throw new VolumeError(
      'VOLUME.INVALID_INPUT',
      `Price allows at most ${PRICE_INPUT_MAX_LENGTH} characters, got "${text}"`,
    );
  }
  return parseScaledDecimal(trimmed, 2, 'Price');
}

/** 12345 → "123.45". */
export function formatCents(cents: number): string {
  return formatScaled(cents, 2, 2);
}

function assertNonNegativeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new VolumeError(
      'VOLUME.INVALID_INPUT',
      `${what} must be a non-negative safe integer, got ${value}`,
    );
  }
}

function floorDivide(a: number, b: number, divisor: bigint): number {
  const result = (BigInt(a) * BigInt(b)) / divisor;
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new VolumeError('VOLUME.OUT_OF_RANGE', 'Amount exceeds the safe integer range');
  }
  return Number(result);
}

/**
 * Amount in cents for a volume in ten-thousandths at a price per m3 in cents, rounded down to the
 * cent. This is the spec's range-table rule `total = floor(volume x price x 100 / 10000) / 100`,
 * where the range-table volume is held in ten-thousandths and the price in yuan.
 */
export function amountCents(volumeE4: number, priceCentsPerM3: number): number {
  assertNonNegativeInteger(volumeE4, 'Volume');
  assertNonNegativeInteger(priceCentsPerM3, 'Price');
  return floorDivide(volumeE4, priceCentsPerM3, 10_000n);
}

/** Same rule for a volume in thousandths (3-decimal totals): floor(volume x price / 1000). */
export function amountCentsFromThousandths(volumeThousandths: number, priceCentsPerM3: number): number {
  assertNonNegativeInteger(volumeThousandths, 'Volume');
  assertNonNegativeInteger(priceCentsPerM3, 'Price');
  return floorDivide(volumeThousandths, priceCentsPerM3, 1_000n);
}

/** Invoice total: the exact sum of line amounts in cents. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0n;
  for (const amount of amounts) {
    assertNonNegativeInteger(amount, 'Amount');
    total += BigInt(amount);
  }
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new VolumeError('VOLUME.OUT_OF_RANGE', 'Invoice total exceeds the safe integer range');
  }
  return Number(total);
}
