import { DomainError } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { assertInvoiceDate, assertUndecided } from './invoice-rules';

const refusal = (run: () => void): DomainError | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error as DomainError;
  }
};

describe('invoice decisions', () => {
  it('lets a requested invoice be decided and refuses a decided one, naming the decision and its time', () => {
    expect(refusal(() => assertUndecided({ status: 0, decidedAt: null }, 8))).toBeUndefined();
    const decidedAt = new Date('2026-11-26T20:00:00Z');
    for (const status of [1, 2]) {
      const error = refusal(() => assertUndecided({ status, decidedAt }, 8));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({
        key: 'INVOICE.DECIDED',
        params: { status, time: '2026-11-27 04:00:00' },
      });
    }
    // a request marked issued by hand before decisions were recorded has no time
    expect(refusal(() => assertUndecided({ status: 1, decidedAt: null }, 0))?.params).toEqual({
      status: 1,
      time: '—',
    });
  });

  it('refuses an invoice date after the caller’s today, in the caller’s days', () => {
    const now = new Date('2026-11-26T20:00:00Z'); // 27 Nov 04:00 in Beijing, 26 Nov in London
    for (const [day, offset, refused] of [
      ['2026-11-26', 0, false],
      ['2026-11-27', 0, true],
      ['2026-11-27', 8, false],
      ['2026-11-28', 8, true],
      ['2025-01-01', 8, false],
      ['2026-11-26', -10, false],
      ['2026-11-27', -10, true],
    ] as const) {
      const error = refusal(() => assertInvoiceDate(day, offset, now));
      expect(error?.key, `${day} at UTC${offset}`).toBe(refused ? 'INVOICE.FUTURE_DATE' : undefined);
    }
  });
});
