import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type RechargeCreated } from '@timber/contracts';
import { timeOrderedId, withTenant } from '@timber/db';
import { caller, callerHolds, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { centsOf } from '../../../ledger/domain/money';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../domain/payment-provider';
import { PaymentRepository } from '../../payment.repository';
import { CreateRechargeCommand } from './create-recharge.command';

/** §6: the alipay and wechat buttons need their keys; a bank card is always offered. */
const CHANNEL_KEY: Record<string, string | undefined> = { alipay: 'btn.alipay', wechat: 'btn.wechat' };

/**
 * A recharge's payment order (status 0) for the caller's tenant, and the provider's pay page. No
 * money moves here: only the provider's verified callback credits the balance.
 */
@CommandHandler(CreateRechargeCommand)
export class CreateRechargeHandler implements ICommandHandler<CreateRechargeCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly payments: PaymentRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ body }: CreateRechargeCommand): Promise<RechargeCreated> {
    const key = CHANNEL_KEY[body.payChannel];
    if (key && !callerHolds(key)) {
      throw new DomainError('COMMON.FORBIDDEN');
    }
    const { tenantId, userId } = caller();
    const order = { id: timeOrderedId(), amountCents: centsOf(body.amount), channel: body.payChannel };
    await withTenant(this.db, tenantId, (trx) =>
      this.payments.create(trx, { ...order, tenantId, provider: this.provider.name, by: userId }),
    );
    return { id: order.id, payUrl: this.provider.payUrl(order) };
  }
}
