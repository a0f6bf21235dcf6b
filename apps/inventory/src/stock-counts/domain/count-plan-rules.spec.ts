import { DomainError } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import {
  assertInProgress,
  bookInstant,
  checkListNo,
  checkStatusOf,
  difference,
  excessPieceVolumeE4,
  localDay,
  matchesResult,
} from './count-plan-rules';

const code = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.key : String(error);
  }
};

describe('count plan rules (§4 Stock-count plan, §5 dates)', () => {
  const now = new Date('2026-11-20T20:30:00Z');

  it('reads the day in the user zone', () => {
    expect(localDay(now, 0)).toBe('2026-11-20');
    expect(localDay(now, 8)).toBe('2026-11-21');
    expect(localDay(now, -9)).toBe('2026-11-20');
  });

  it('counts today against the stock now and an earlier day against its end, in the user zone', () => {
    expect(bookInstant('2026-11-20', now, 0)).toEqual(now);
    expect(bookInstant('2026-11-19', now, 0).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(bookInstant('2026-11-19', now, 8).toISOString()).toBe('2026-11-19T16:00:00.000Z');
    expect(bookInstant('2026-11-21', now, 8)).toEqual(now);
  });

  it('refuses a future day', () => {
    expect(code(() => bookInstant('2026-11-21', now, 0))).toBe('COUNT_PLAN.FUTURE_DAY');
    expect(code(() => bookInstant('2027-01-01', now, 8))).toBe('COUNT_PLAN.FUTURE_DAY');
  });

  it('numbers plans by day and counter', () => {
    expect(checkListNo('2026-11-20', 1)).toBe('PD20261120-001');
    expect(checkListNo('2026-11-20', 1234)).toBe('PD20261120-1234');
  });

  it('lets counts change on the plan in progress only', () => {
    expect(code(() => assertInProgress(undefined))).toBe('COUNT_PLAN.NOT_FOUND');
    expect(code(() => assertInProgress({ status: 10 }))).toBe('COUNT_PLAN.FINISHED');
    expect(code(() => assertInProgress({ status: 5 }))).toBeUndefined();
  });

  it('derives the check status', () => {
    expect(checkStatusOf(5, 0)).toBe(6);
    expect(checkStatusOf(5, 3)).toBe(7);
    expect(checkStatusOf(10, 0)).toBe(10);
  });

  it.each([
    [5, 5, 0, 0, [true, true, false, false]],
    [5, 6, 1, 0, [true, false, true, false]],
    [5, 4, 0, 1, [true, false, false, true]],
    [0, 2, 2, 0, [true, false, true, false]],
    [3, 0, 0, 3, [true, false, false, true]],
  ])('book %i counted %i: profit %i, loss %i', (qty, checkQty, profit, loss, results) => {
    expect(difference({ qty, checkQty })).toEqual({ profit, loss });
    expect([0, 1, 2, 3].map((r) => matchesResult({ qty, checkQty }, r))).toEqual(results);
  });

  it('values a log found in excess at the line book volume per log, else by the standard', () => {
    expect(excessPieceVolumeE4({ qty: 4, volumeE4: 3000 }, () => 9)).toBe(750);
    expect(excessPieceVolumeE4({ qty: 3, volumeE4: 1000 }, () => 9)).toBe(333);
    expect(excessPieceVolumeE4({ qty: 0, volumeE4: 0 }, () => 1234)).toBe(1234);
    expect(excessPieceVolumeE4({ qty: 0, volumeE4: 0 }, () => null)).toBe(0);
  });
});
