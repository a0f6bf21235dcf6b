import { DomainError, INVOICE_STATUS } from '@timber/contracts';
import { localTime } from '../../ledger';

/** What a decision needs to know of an invoice. */
export interface InvoiceState {
  status: number;
  decidedAt: Date | null;
}

/**
 * Only a requested invoice is issued or rejected, and once: one already decided is refused
 * (INVOICE.DECIDED, 402808) naming what was decided and when (the caller's wall clock).
 */
export function assertUndecided(invoice: InvoiceState, tzOffsetHours: number): void {
  if (invoice.status === INVOICE_STATUS.REQUESTED) {
    return;
  }
  const time = invoice.decidedAt ? localTime(invoice.decidedAt, tzOffsetHours) : '—';
  throw new DomainError('INVOICE.DECIDED', { status: invoice.status, time });
}

/**
 * An invoice is dated today or before, in the caller's days (INVOICE.FUTURE_DATE, 402810):
 * the day has to exist already where the operator is.
 */
export function assertInvoiceDate(day: string, tzOffsetHours: number, now = new Date()): void {
  const today = new Date(now.getTime() + tzOffsetHours * 3_600_000).toISOString().slice(0, 10);
  if (day > today) {
    throw new DomainError('INVOICE.FUTURE_DATE');
  }
}
