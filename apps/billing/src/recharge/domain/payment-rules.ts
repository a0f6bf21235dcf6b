import { DomainError, PAYMENT_STATUS } from '@timber/contracts';

/** What a provider's verdict does to a payment: credit it, mark it failed, or nothing (said already). */
export type Settlement = 'credit' | 'fail' | 'repeat';

/** What a provider says of a payment (a verified notification, or its answer to a query). */
export interface ProviderVerdict {
  amountCents: number;
  outcome: 'paid' | 'failed';
}

/**
 * A provider's verdict against its payment (locked): the amount must be the payment's
 * (PAYMENT.AMOUNT_MISMATCH); a payment still awaiting is credited or failed; a verdict repeating
 * the outcome already applied changes nothing (the same notification twice credits once; "failed"
 * of a payment closed at its expiry too); one contradicting it is refused (PAYMENT.SETTLED), a
 * "paid" of a closed payment among them.
 */
export function settlementOf(
  payment: { amountCents: number; status: number },
  verdict: ProviderVerdict,
): Settlement {
  if (verdict.amountCents !== payment.amountCents) {
    throw new DomainError('PAYMENT.AMOUNT_MISMATCH');
  }
  if (payment.status === PAYMENT_STATUS.PENDING) {
    return verdict.outcome === 'paid' ? 'credit' : 'fail';
  }
  const repeats =
    verdict.outcome === 'paid'
      ? payment.status === PAYMENT_STATUS.PAID
      : payment.status === PAYMENT_STATUS.FAILED || payment.status === PAYMENT_STATUS.CLOSED;
  if (repeats) {
    return 'repeat';
  }
  throw new DomainError('PAYMENT.SETTLED');
}

/** What billing answers a provider: it accepted the notification (applied now or before). */
export const ACCEPTED_OUTCOMES: ReadonlySet<string> = new Set<Settlement>(['credit', 'fail', 'repeat']);

/** The payment's expiry in Beijing time, as Alipay's time_expire and WeChat's time_expire want a local time. */
export function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
