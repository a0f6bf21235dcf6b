import { Injectable } from '@nestjs/common';
import { PAYMENT_STATUS } from '@timber/contracts';
import { type Transaction } from 'kysely';
import { AccountLedger } from '../accounts';
import { type BillingDb } from '../billing-db';
import { type ProviderVerdict, type Settlement, settlementOf } from './domain/payment-rules';
import { type LockedPayment, PaymentRepository } from './payment.repository';

/**
 * The one settle path of a payment, whoever brings the provider's word (its notification, or the
 * reconciliation's query): in the caller's transaction under the payment's tenant, the payment
 * locked, checked (settlementOf: another amount or a contradicting outcome throws, writing
 * nothing), then a paid one credits the balance through the recharge movement `payment:<id>`
 * (whose two legs and the arrears decision AccountLedger writes; its source key makes it once).
 */
@Injectable()
export class PaymentSettlement {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly ledger: AccountLedger,
  ) {}

  async apply(
    trx: Transaction<BillingDb>,
    tenantId: string,
    payment: LockedPayment,
    verdict: ProviderVerdict & { providerRef: string },
    correlationId: string,
  ): Promise<{ settlement: Settlement; status: number }> {
    const settlement = settlementOf(payment, verdict);
    if (settlement === 'repeat') {
      return { settlement, status: payment.status };
    }
    const status = settlement === 'credit' ? PAYMENT_STATUS.PAID : PAYMENT_STATUS.FAILED;
    await this.payments.settle(trx, payment.id, status, verdict.providerRef);
    if (settlement === 'credit') {
      await this.ledger.post(
        trx,
        tenantId,
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
    return { settlement, status };
  }
}
