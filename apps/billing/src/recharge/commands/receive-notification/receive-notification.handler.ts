import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { type ProviderAnswer, type ProviderNotification } from '../../domain/payment-provider';
import { ACCEPTED_OUTCOMES } from '../../domain/payment-rules';
import { NotificationRepository, type ReceivedNotification } from '../../notification.repository';
import { PaymentSettlement } from '../../payment-settlement';
import { PaymentRepository } from '../../payment.repository';
import { PaymentProviders } from '../../providers/payment-providers';
import { ReceiveNotificationCommand } from './receive-notification.command';

/** What the settle path refuses a verified notification for: recorded as its outcome, nothing else written. */
const REFUSALS: ReadonlySet<string> = new Set(['PAYMENT.AMOUNT_MISMATCH', 'PAYMENT.SETTLED']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The provider's headers worth keeping with a notification (WeChat Pay signs with them). */
const keptHeaders = (headers: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && (entry[0] === 'content-type' || entry[0].startsWith('wechatpay-')),
    ),
  );

/**
 * A provider's notification, every one recorded (billing.payment_notifications), answered as the
 * provider expects (accepted, or refused so that it sends again or gives up):
 * - its signature verified by the provider's adapter first; a forged one is recorded without a
 *   tenant and refused, and nothing else is read;
 * - a payment of that provider with that id is looked up (another provider's, or none: recorded
 *   without a tenant, refused);
 * - then, in one transaction under the payment's tenant, the payment locked (concurrent copies of a
 *   notification wait here, one after the other): the same notification seen before only counts
 *   and is answered as the first time; a new one goes through the settle path (PaymentSettlement)
 *   and its outcome is recorded, a refusal (another amount, a payment closed or settled otherwise)
 *   included, which changes nothing else.
 */
@CommandHandler(ReceiveNotificationCommand)
export class ReceiveNotificationHandler implements ICommandHandler<ReceiveNotificationCommand> {
  private readonly logger = new Logger(ReceiveNotificationHandler.name);

  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly payments: PaymentRepository,
    private readonly notifications: NotificationRepository,
    private readonly settlement: PaymentSettlement,
    private readonly providers: PaymentProviders,
  ) {}

  async execute({ provider: name, headers, body }: ReceiveNotificationCommand): Promise<ProviderAnswer> {
    const provider = this.providers.named(name);
    if (!provider) {
      throw new DomainError('PAYMENT.CHANNEL_UNAVAILABLE');
    }
    const received: ReceivedNotification = {
      provider: name,
      notifyId: null,
      paymentId: null,
      body,
      headers: keptHeaders(headers),
    };
    let notification: ProviderNotification;
    try {
      notification = await provider.verifyNotification({ headers, body });
    } catch (error) {
      const key = error instanceof DomainError ? error.key : 'COMMON.INTERNAL';
      if (!(error instanceof DomainError)) {
        this.logger.error(`${name} notification unreadable: ${(error as Error).message}`);
      }
      await this.notifications.recordStray(this.db, received, false, key);
      return provider.answer(false);
    }
    const claimed = { ...received, notifyId: notification.notifyId, paymentId: notification.paymentId };
    const found = UUID.test(notification.paymentId)
      ? await this.payments.find(this.db, notification.paymentId)
      : undefined;
    if (!found || found.provider !== name) {
      const stray = {
        ...claimed,
        paymentId: found || UUID.test(claimed.paymentId) ? claimed.paymentId : null,
      };
      const outcome = await this.notifications.recordStray(this.db, stray, true, 'PAYMENT.NOT_FOUND');
      return provider.answer(ACCEPTED_OUTCOMES.has(outcome));
    }
    const { correlationId } = requestContext();
    const outcome = await withTenant(this.db, found.tenantId, async (trx) => {
      const payment = await this.payments.lock(trx, notification.paymentId);
      if (!payment) {
        throw new DomainError('PAYMENT.NOT_FOUND'); // found a moment ago: deleted meanwhile (never)
      }
      const record = await this.notifications.receive(trx, found.tenantId, claimed);
      if (!record.first) {
        return record.outcome;
      }
      let decided: string;
      try {
        decided = (await this.settlement.apply(trx, found.tenantId, payment, notification, correlationId))
          .settlement;
      } catch (error) {
        // settlementOf's refusals, which come before anything is written
        if (!(error instanceof DomainError && REFUSALS.has(error.key))) {
          throw error;
        }
        this.logger.warn(`${name} notification ${notification.notifyId} refused: ${error.key}`);
        decided = error.key;
      }
      await this.notifications.decide(trx, record.id, decided);
      return decided;
    });
    return provider.answer(ACCEPTED_OUTCOMES.has(outcome));
  }
}
