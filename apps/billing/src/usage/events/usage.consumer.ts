import { Controller, Inject } from '@nestjs/common';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { DB, type EventSubscription, groupedConsumer } from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
import { AccountRepository } from '../../accounts/account.repository';
import { type BillingDb } from '../../billing-db';
import { AccountLedger } from '../../ledger/account-ledger';
import { imageCharge, type Prices, sheetCharges, type UsageCharge } from '../domain/usage-charges';

const SUBSCRIPTION = {
  group: 'billing.usage',
  topics: ['inventory', 'counting'],
  types: ['inventory.stock-in.confirmed', 'inventory.stock-out.confirmed', 'counting.recognition.completed'],
} as const satisfies EventSubscription;

/**
 * Turns what the tenant used into consumption orders at its prices (DESIGN flows 1 and 2):
 * each confirmed stock-in and stock-out sheet (its `sheet` and `volume` fee items) and each
 * counted image (the recognition worker's result, its `image` fee item). Exactly once: the inbox
 * (groupedConsumer) skips a redelivered event, and the ledger's source key a cause already
 * charged (a result published again by a job that ran twice carries a new event id, the same
 * image). Events wait in their streams while billing is down and are charged when it is back.
 * The prices are the tenant's when the event is taken.
 */
@Controller()
export class UsageConsumer extends groupedConsumer<BillingDb>(SUBSCRIPTION, 'billing') {
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
    const charges = events.flatMap((event) =>
      chargesOf(prices, event).map((charge) => ({ ...charge, kind: 'consumption' as const })),
    );
    const [first] = events;
    await this.ledger.post(trx, tenantId, charges, first?.correlationId ?? tenantId);
  }
}

function chargesOf(prices: Prices, event: EventEnvelope): UsageCharge[] {
  const occurredAt = new Date(event.occurredAt);
  if (event.type === 'counting.recognition.completed') {
    if (event.version < 2) {
      return []; // counting's own event of before the worker published results: not a new count
    }
    const result = parseEventPayload('counting.recognition.completed', event.payload);
    const charge = imageCharge(prices, { eventId: event.eventId, occurredAt, ...result });
    return charge ? [charge] : [];
  }
  if (event.type !== 'inventory.stock-in.confirmed' && event.type !== 'inventory.stock-out.confirmed') {
    return [];
  }
  const sheet = parseEventPayload(event.type, event.payload);
  return sheetCharges(prices, {
    eventId: event.eventId,
    occurredAt,
    spu: sheet.spu,
    volumeE4: sheet.volumeE4,
  });
}
