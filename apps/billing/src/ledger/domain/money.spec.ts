import { describe, expect, it } from 'vitest';
import { centsOf, isInArrears, legsOf, volumeChargeCents, yuanOf } from './money';

describe('money in cents', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.1, 10],
    [0.29, 29],
    [1.15, 115], // 114.99999999999999 in binary: rounded to the cent
    [0.07, 7], // 7.000000000000001
    [19.99, 1999],
    [4999.99, 499999],
    [5000, 500000],
  ])('%s yuan is %s cents', (yuan, cents) => {
    expect(centsOf(yuan)).toBe(cents);
    expect(yuanOf(cents)).toBeCloseTo(Math.round(yuan * 100) / 100, 10);
  });

  it.each([
    // volumeE4 (1/10000 m³), cents per m³, cents
    [10_000, 150, 150], // 1 m³ at 1.50
    [12_345, 100, 123], // 1.2345 m³ at 1.00: 123.45 → 123
    [12_350, 100, 124], // 123.50 → 124 (half up)
    [12_349, 100, 123], // 123.49 → 123
    [5_000, 1, 1], // 0.5 cent → 1 (half up)
    [4_999, 1, 0], // 0.4999 cent → 0
    [0, 999, 0],
    [1, 5_000, 1], // 0.5 → 1
    [33_333, 300, 1_000], // 999.99 → 1000
    [1_234_567_890, 123_456, 15_241_481_343], // large: 15,241,481,342.784 → exact in BigInt
  ])('%s e-4 m³ at %s cents per m³ is %s cents', (volumeE4, price, cents) => {
    expect(volumeChargeCents(volumeE4, price)).toBe(cents);
  });

  it('refuses fractions and negatives in a volume charge', () => {
    expect(() => volumeChargeCents(1.5, 100)).toThrow(RangeError);
    expect(() => volumeChargeCents(-1, 100)).toThrow(RangeError);
    expect(() => volumeChargeCents(1, -100)).toThrow(RangeError);
  });

  it('makes two legs summing to zero, from the customer for a consumption and to it for a recharge', () => {
    const consumption = legsOf('consumption', 250);
    expect(consumption).toEqual([
      { account: 'customer', amountCents: -250 },
      { account: 'usage', amountCents: 250 },
    ]);
    const recharge = legsOf('recharge', 99);
    expect(recharge).toEqual([
      { account: 'payments', amountCents: -99 },
      { account: 'customer', amountCents: 99 },
    ]);
    for (const legs of [consumption, recharge]) {
      expect(legs[0].amountCents + legs[1].amountCents).toBe(0);
    }
    expect(() => legsOf('recharge', 0)).toThrow(RangeError);
    expect(() => legsOf('consumption', 1.5)).toThrow(RangeError);
  });

  it.each([
    [0, 0, false],
    [-1, 0, true],
    [-100, 100, false],
    [-101, 100, true],
    [500, 0, false],
  ])('a balance of %s cents with a credit limit of %s is in arrears: %s', (balance, limit, arrears) => {
    expect(isInArrears(balance, limit)).toBe(arrears);
  });
});
