import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type RechargeCreated } from '@timber/contracts';
import { timeOrderedId, withTenant } from '@timber/db';
import { translate } from '@timber/i18n';
import { caller, callerHolds, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { BILLING_CONFIG, type BillingConfig } from '../../../config';
import { centsOf } from '../../../ledger';
import { PaymentRepository } from '../../payment.repository';
import { PaymentProviders } from '../../providers/payment-providers';
import { CreateRechargeCommand } from './create-recharge.command';

/** §6: the alipay and wechat buttons need their keys; a bank card is always offered. */
const CHANNEL_KEY: Record<string, string | undefined> = { alipay: 'btn.alipay', wechat: 'btn.wechat' };

/** The provider of a bank card order: a transfer the operator matches by hand, nothing online. */
const BANK_TRANSFER = 'bankTransfer';

/**
 * A recharge's payment order (status 0, expiring PAYMENT_EXPIRY_MINUTES later) for the caller's
 * tenant, opened at its channel's provider, which answers where to pay. A channel without a
 * configured provider is refused before anything is written (PAYMENT.CHANNEL_UNAVAILABLE); a
 * provider failing to open it: PAYMENT.PROVIDER_FAILED (the order stays awaiting, and the
 * reconciliation closes it at its expiry). No money moves here: only the provider's verified
 * word (its notification, or its answer to the reconciliation) credits the balance. A bank card
 * order has nowhere to pay online (payUrl empty).
 */
@CommandHandler(CreateRechargeCommand)
export class CreateRechargeHandler implements ICommandHandler<CreateRechargeCommand> {
  private readonly logger = new Logger(CreateRechargeHandler.name);

  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly payments: PaymentRepository,
    private readonly providers: PaymentProviders,
  ) {}

  async execute({ body }: CreateRechargeCommand): Promise<RechargeCreated> {
    const key = CHANNEL_KEY[body.payChannel];
    if (key && !callerHolds(key)) {
      throw new DomainError('COMMON.FORBIDDEN');
    }
    const channel = body.payChannel;
    const provider = channel === 'bankCard' ? undefined : this.providers.forChannel(channel);
    const { tenantId, userId } = caller();
    const order = {
      id: timeOrderedId(),
      amountCents: centsOf(body.amount),
      channel,
      subject: translate(requestContext().locale, 'server.billing.rechargeSubject'),
      expiresAt: new Date(Date.now() + this.config.PAYMENT_EXPIRY_MINUTES * 60_000),
    };
    await withTenant(this.db, tenantId, (trx) =>
      this.payments.create(trx, {
        ...order,
        tenantId,
        provider: provider?.name ?? BANK_TRANSFER,
        by: userId,
      }),
    );
    if (!provider) {
      return { id: order.id, payUrl: '' };
    }
    try {
      const { payUrl } = await provider.start(order);
      return { id: order.id, payUrl };
    } catch (error) {
      this.logger.error(`${provider.name} could not open payment ${order.id}: ${(error as Error).message}`);
      throw new DomainError('PAYMENT.PROVIDER_FAILED');
    }
  }
}
