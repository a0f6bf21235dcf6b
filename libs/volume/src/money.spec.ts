import { describe, expect, it } from 'vitest';
import { amountCents, amountCentsFromThousandths, formatCents, parsePriceCents, sumCents } from './money';

describe('money', () => {
  it('parses prices with at most 2 decimals and 10 characters', () => {
    expect(parsePriceCents('1280')).toBe(128_000);
    expect(parsePriceCents('1280.5')).toBe(128_050);
    expect(parsePriceCents(' 0.07 ')).toBe(7);
    expect(() => parsePriceCents('12.345')).toThrow(/at most 2 decimals/);
    expect(() => parsePriceCents('12345678.90')).toThrow(/at most 10 characters/);
    expect(() => parsePriceCents('-5')).toThrow();
  });

  it.each([
    // volume (0.0001 m3), price (cents per m3), floor(volume x price x 100 / 10000) in cents
    [6360, 128_000, 81_408],
    [41, 99_999, 409],
    [10_000, 1, 1],
    [3, 1, 0],
    [12_345, 33_333, 41_149],
  ])('range-table amount: %d x %d -> %d cents (rounded down)', (volumeE4, price, expected) => {
    expect(amountCents(volumeE4, price)).toBe(expected);
  });

  it('matches floor(volume x price x 100 / 10000) / 100 for the spec formula', () => {
    // 0.1 + 0.2 style drift never enters: 0.3 m3 x 0.07 per m3 is 2.1 cents, so 2 cents.
    expect(amountCents(3000, 7)).toBe(2);
    expect(amountCentsFromThousandths(300, 7)).toBe(2);
  });

  it('stays exact beyond 2^53 intermediate products', () => {
    const volume = 90_000_000_000; // 9,000,000 m3
    const price = 999_999_999; // 9,999,999.99 per m3
    expect(amountCents(volume, price)).toBe(Number((BigInt(volume) * BigInt(price)) / 10_000n));
  });

  it('sums invoice lines in cents and formats them', () => {
    expect(sumCents([81_408, 409, 1])).toBe(81_818);
    expect(formatCents(81_818)).toBe('818.18');
    expect(formatCents(5)).toBe('0.05');
  });
});
