import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, PAYMENT_STATUS } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type BillingDb } from '../../../billing-db';
import { PaymentSettlement } from '../../payment-settlement';
import { PaymentRepository } from '../../payment.repository';
import { PaymentProviders } from '../../providers/payment-providers';
import { ReconcilePaymentCommand, type Reconciled } from './reconcile-payment.command';

/**
 * One payment still awaiting, asked of its provider (issue 34 reconciliation: a notification may
 * never come): paid or failed there, it is settled through the same settle path as a notification
 * (PaymentSettlement: once, whatever came first); still open (or never opened) past its expiry, it
 * is closed at the provider, then here (status 3). The provider failing throws before anything is
 * written: the job tries that payment again later, the ledger untouched.
 */
@CommandHandler(ReconcilePaymentCommand)
export class ReconcilePaymentHandler implements ICommandHandler<ReconcilePaymentCommand> {
  private readonly logger = new Logger(ReconcilePaymentHandler.name);

  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly payments: PaymentRepository,
    private readonly settlement: PaymentSettlement,
    private readonly providers: PaymentProviders,
  ) {}

  async execute({ paymentId, now }: ReconcilePaymentCommand): Promise<Reconciled> {
    const found = await this.payments.find(this.db, paymentId);
    if (!found || found.status !== PAYMENT_STATUS.PENDING) {
      return 'settled';
    }
    const provider = this.providers.named(found.provider);
    if (!provider) {
      throw new Error(`payment ${paymentId}: its provider ${found.provider} is not configured`);
    }
    const state = await provider.query(paymentId);
    const correlationId = `reconcile-${randomUUID()}`;
    if (state.state === 'paid' || state.state === 'failed') {
      return withTenant(this.db, found.tenantId, async (trx) => {
        const payment = await this.payments.lock(trx, paymentId);
        if (!payment) {
          return 'settled';
        }
        try {
          const verdict = {
            outcome: state.state,
            amountCents: state.amountCents,
            providerRef: state.providerRef,
          };
          return (await this.settlement.apply(trx, found.tenantId, payment, verdict, correlationId))
            .settlement;
        } catch (error) {
          if (error instanceof DomainError) {
            // another amount than the payment's: left awaiting for a person to look at, never credited
            this.logger.error(
              `payment ${paymentId}: ${provider.name} says ${state.state}, refused: ${error.key}`,
            );
            return 'refused';
          }
          throw error;
        }
      });
    }
    const expired = await withTenant(this.db, found.tenantId, async (trx) => {
      const payment = await this.payments.lock(trx, paymentId);
      return payment !== undefined && payment.status === PAYMENT_STATUS.PENDING && payment.expiresAt <= now;
    });
    if (state.state !== 'closed' && !expired) {
      return 'pending';
    }
    if (state.state !== 'closed') {
      await provider.close(paymentId);
    }
    await withTenant(this.db, found.tenantId, async (trx) => {
      await this.payments.lock(trx, paymentId);
      await this.payments.close(trx, paymentId);
    });
    return 'closed';
  }
}
