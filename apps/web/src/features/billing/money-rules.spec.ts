import { describe, expect, it } from 'vitest';
import {
  centsOf,
  dayRange,
  feedbackCode,
  isSettled,
  lastMonth,
  monthToDate,
  rechargeAmountError,
  totalYuan,
} from './money-rules';

describe('recharge amount (spec §5, §9)', () => {
  it('takes 0.01 to 5000 with at most 2 decimals', () => {
    expect(rechargeAmountError(0.01)).toBeNull();
    expect(rechargeAmountError(5000)).toBeNull();
    expect(rechargeAmountError(123.45)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(rechargeAmountError(null)).toBe('recharge.amountRequired');
    expect(rechargeAmountError(Number.NaN)).toBe('recharge.amountRequired');
    expect(rechargeAmountError(0)).toBe('recharge.amountPositive');
    expect(rechargeAmountError(-5)).toBe('recharge.amountPositive');
    expect(rechargeAmountError(5000.01)).toBe('recharge.amountMax');
    expect(rechargeAmountError(1.005)).toBe('recharge.amountDecimals');
  });
});

describe('invoice total (spec §9: computed in cents)', () => {
  it('sums cents, not floating yuan', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(totalYuan([0.1, 0.2])).toBe(0.3);
    expect(totalYuan([19.99, 0.01, 1000])).toBe(1020);
    expect(totalYuan([])).toBe(0);
    expect(centsOf(12.34)).toBe(1234);
  });
});

describe('recharge flow (spec §4)', () => {
  it('reports failure 1 for alipay, else 2', () => {
    expect(feedbackCode('alipay')).toBe(1);
    expect(feedbackCode('wechat')).toBe(2);
    expect(feedbackCode('bankCard')).toBe(2);
  });

  it('stops asking once paid or failed', () => {
    expect(isSettled(0)).toBe(false);
    expect(isSettled(undefined)).toBe(false);
    expect(isSettled(1)).toBe(true);
    expect(isSettled(2)).toBe(true);
  });
});

describe('periods', () => {
  it('defaults the ledger to the first of the month to today (spec §9)', () => {
    const [from, to] = monthToDate(new Date(2026, 2, 17));
    expect(dayRange([from, to])).toEqual({ from: '2026-03-01', to: '2026-03-17' });
  });

  it('knows last month, across a year', () => {
    expect(dayRange(lastMonth(new Date(2026, 0, 5)))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(dayRange(lastMonth(new Date(2026, 2, 31)))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('takes one picked day as both ends, nothing as no range', () => {
    expect(dayRange([new Date(2026, 4, 2), null])).toEqual({ from: '2026-05-02', to: '2026-05-02' });
    expect(dayRange(null)).toEqual({});
  });
});
