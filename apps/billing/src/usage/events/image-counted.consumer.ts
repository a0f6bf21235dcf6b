import { Controller, Inject } from '@nestjs/common';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { DB, type EventSubscription, groupedConsumer } from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
import { AccountRepository } from '../../accounts/account.repository';
import { type BillingDb } from '../../billing-db';
import { AccountLedger } from '../../ledger/account-ledger';
import { imageCharge } from '../domain/usage-charges';

const SUBSCRIPTION = {
  group: 'billing.images',
  topics: ['counting'],
  types: ['counting.recognition.completed'],
} as const satisfies EventSubscription;

/**
 * Charges each counted image (the recognition worker's result, DESIGN flow 2) the tenant's `image`
 * fee item, once per image: the inbox skips a redelivered event, and the ledger's source key
 * (`image:<order>:<image>`) a result published again by a job that ran twice. Version 1 of the
 * event (counting's own, before the worker published results) is not a new count: skipped.
 */
@Controller()
export class ImageCountedConsumer extends groupedConsumer<BillingDb>(SUBSCRIPTION, 'billing') {
  constructor(
    @Inject(DB) protected readonly db: Kysely<BillingDb>,
    private readonly accounts: AccountRepository,
    private readonly ledger: AccountLedger,
  ) {
    super();
  }

  protected async work(
    trx: Transaction<BillingDb>,
    tenantId: string,
    events: readonly EventEnvelope[],
  ): Promise<void> {
    const prices = await this.accounts.prices(trx);
    const charges = events.flatMap((event) => {
      if (event.version < 2) {
        return [];
      }
      const result = parseEventPayload('counting.recognition.completed', event.payload);
      const charge = imageCharge(prices, {
        eventId: event.eventId,
        occurredAt: new Date(event.occurredAt),
        orderId: result.orderId,
        imageId: result.imageId,
        count: result.count,
      });
      return charge ? [{ ...charge, kind: 'consumption' as const }] : [];
    });
    const [first] = events;
    await this.ledger.post(trx, tenantId, charges, first?.correlationId ?? tenantId);
  }
}
