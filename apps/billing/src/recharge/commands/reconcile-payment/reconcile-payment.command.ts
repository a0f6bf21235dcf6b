import { Command } from '@nestjs/cqrs';

/** What reconciling one payment did. */
export type Reconciled = 'credit' | 'fail' | 'repeat' | 'closed' | 'pending' | 'settled' | 'refused';

/**
 * Reconciliation of one payment still awaiting (the job's per-payment step): its provider asked
 * where it stands at `now`; a provider failing (timeout, 5xx, an answer not its own) throws.
 */
export class ReconcilePaymentCommand extends Command<Reconciled> {
  constructor(
    readonly paymentId: string,
    readonly now: Date,
  ) {
    super();
  }
}
