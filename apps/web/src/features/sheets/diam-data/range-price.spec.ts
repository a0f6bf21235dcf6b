import { describe, expect, it } from 'vitest';
import { parsePrice, priceRanges } from './range-price';

describe('range price input (spec §9: prices with 2 decimals, at most 10 characters)', () => {
  it.each([
    ['', { ok: true, cents: null }],
    ['  ', { ok: true, cents: null }],
    ['0', { ok: true, cents: 0 }],
    ['850', { ok: true, cents: 85_000 }],
    ['850.5', { ok: true, cents: 85_050 }],
    ['1234567.89', { ok: true, cents: 123_456_789 }],
    ['850.555', { ok: false }],
    ['-1', { ok: false }],
    ['1e3', { ok: false }],
    ['.5', { ok: false }],
    ['12345678.90', { ok: false }],
    ['12,5', { ok: false }],
  ])('"%s" → %o', (text, expected) => {
    expect(parsePrice(text)).toEqual(expected);
  });
});

describe('the diameter-range price table', () => {
  const ranges = [
    { id: 'r30', lowerLimit: 30, upperLimit: 39 },
    { id: 'r10', lowerLimit: 10, upperLimit: 29 },
    { id: 'r40', lowerLimit: 40, upperLimit: 100 },
  ];
  const rows = [
    { dia: 14, qty: 3, vol: 0.189 },
    { dia: 28, qty: 2, vol: 0.506 },
    { dia: 30, qty: 4, vol: 1.164 },
    { dia: 38, qty: 1, vol: 0.453 },
    { dia: 40, qty: 1, vol: 0.501 },
  ];

  it('sums each range from the table rows whose diameter lies in it, limits included', () => {
    const table = priceRanges(ranges, rows, {});
    expect(table.ranges.map((r) => [r.id, r.qty, r.volumeThousandths])).toEqual([
      ['r10', 5, 695],
      ['r30', 5, 1617],
      ['r40', 1, 501],
    ]);
    expect(table.totalThousandths).toBe(2813);
    expect(table.totalCents).toBe(0);
  });

  it('prices in integer cents, rounding each amount down to the cent, and totals the priced ranges', () => {
    // 0.695 m3 x 850.55 = 591.13225 → 591.13; 1.617 m3 x 1,000.01 = 1,617.01617 → 1,617.01
    const table = priceRanges(ranges, rows, { r10: 85_055, r30: 100_001, r40: null });
    expect(table.ranges.map((r) => r.amountCents)).toEqual([59_113, 161_701, null]);
    expect(table.totalCents).toBe(59_113 + 161_701);
  });

  it('never drifts the way floating point would: 0.1 + 0.2 m3 at 0.10', () => {
    const table = priceRanges(
      [{ id: 'all', lowerLimit: 0, upperLimit: 100 }],
      [
        { dia: 20, qty: 1, vol: 0.1 },
        { dia: 22, qty: 1, vol: 0.2 },
      ],
      { all: 10 },
    );
    expect(table.ranges[0]!.volumeThousandths).toBe(300);
    expect(table.totalCents).toBe(3);
  });
});
