import { describe, expect, it } from 'vitest';
import { decimalOnly, digitsOnly, positiveNumber } from './sanitize';

describe('input clean-up (spec §5)', () => {
  it.each([
    ['32', '32'],
    ['3a2', '32'],
    ['6.5m', '6.5'],
    ['1.2.3', '1.23'],
    ['12345678', '123456'],
    ['-4,5', '45'],
  ])('decimal %s → %s', (raw, cleaned) => {
    expect(decimalOnly(raw, 6)).toBe(cleaned);
  });

  it('keeps digits only', () => {
    expect(digitsOnly('1a2.3', 5)).toBe('123');
    expect(digitsOnly('1234567', 5)).toBe('12345');
  });

  it.each([
    ['30', 30],
    ['6.', 6],
    ['.5', 0.5],
    ['0', null],
    ['', null],
    ['.', null],
    ['1e3', null],
  ])('reads %s as %s', (text, value) => {
    expect(positiveNumber(text)).toBe(value);
  });
});
