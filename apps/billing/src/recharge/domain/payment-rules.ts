import { DomainError, PAYMENT_STATUS } from '@timber/contracts';
import { type VerifiedCallback } from './payment-provider';

/** What a verified callback does to a payment: credit it, mark it failed, or nothing (said already). */
export type Settlement = 'credit' | 'fail' | 'repeat';

/**
 * A verified callback against its payment (locked): the amount must be the payment's
 * (PAYMENT.AMOUNT_MISMATCH); a payment still awaiting is credited or failed; a callback repeating
 * the outcome already applied changes nothing (the same callback twice credits once); one
 * contradicting it is refused (PAYMENT.SETTLED).
 */
export function settlementOf(
  payment: { amountCents: number; status: number },
  callback: VerifiedCallback,
): Settlement {
  if (callback.amountCents !== payment.amountCents) {
    throw new DomainError('PAYMENT.AMOUNT_MISMATCH');
  }
  const status = callback.outcome === 'paid' ? PAYMENT_STATUS.PAID : PAYMENT_STATUS.FAILED;
  if (payment.status === PAYMENT_STATUS.PENDING) {
    return callback.outcome === 'paid' ? 'credit' : 'fail';
  }
  if (payment.status === status) {
    return 'repeat';
  }
  throw new DomainError('PAYMENT.SETTLED');
}
