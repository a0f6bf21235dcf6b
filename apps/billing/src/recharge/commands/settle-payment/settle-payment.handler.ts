import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, PAYMENT_STATUS, type PaymentSettled } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { AccountLedger } from '../../../ledger/account-ledger';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../domain/payment-provider';
import { settlementOf } from '../../domain/payment-rules';
import { PaymentRepository } from '../../payment.repository';
import { SettlePaymentCommand } from './settle-payment.command';

/**
 * A provider's callback, in one transaction under the payment's tenant: verified (forged:
 * 402802, before anything is read), the payment locked and checked (settlementOf), then a paid
 * one credits the balance (the recharge movement `payment:<id>`, whose two legs and the arrears
 * decision AccountLedger writes: a recharge bringing the balance back lifts the arrears at once).
 * A refusal writes nothing; the same callback again answers the same and moves no money.
 */
@CommandHandler(SettlePaymentCommand)
export class SettlePaymentHandler implements ICommandHandler<SettlePaymentCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly payments: PaymentRepository,
    private readonly ledger: AccountLedger,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ callback }: SettlePaymentCommand): Promise<PaymentSettled> {
    const verified = this.provider.verify(callback);
    const found = await this.payments.find(this.db, verified.paymentId);
    if (!found) {
      throw new DomainError('PAYMENT.NOT_FOUND');
    }
    const { correlationId } = requestContext();
    return withTenant(this.db, found.tenantId, async (trx) => {
      const payment = await this.payments.lock(trx, verified.paymentId);
      if (!payment) {
        throw new DomainError('PAYMENT.NOT_FOUND');
      }
      const settlement = settlementOf(payment, verified);
      if (settlement === 'repeat') {
        return { id: payment.id, status: payment.status };
      }
      const status = settlement === 'credit' ? PAYMENT_STATUS.PAID : PAYMENT_STATUS.FAILED;
      await this.payments.settle(trx, payment.id, status, verified.providerRef);
      if (settlement === 'credit') {
        await this.ledger.post(
          trx,
          found.tenantId,
          [
            {
              kind: 'recharge',
              sourceKey: `payment:${payment.id}`,
              quantity: 1,
              unitPriceCents: payment.amountCents,
              amountCents: payment.amountCents,
              remark: payment.channel,
              occurredAt: new Date(),
            },
          ],
          correlationId,
        );
      }
      return { id: payment.id, status };
    });
  }
}
