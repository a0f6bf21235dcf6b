import { Controller, Inject } from '@nestjs/common';
import { type DomainEvent, type EventEnvelope } from '@timber/contracts';
import {
  DB,
  type EventHandlers,
  type EventSubscription,
  groupedConsumer,
  handleEvent,
} from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
import { AccountLedger, AccountRepository, type Prices } from '../../accounts';
import { type BillingDb } from '../../billing-db';
import { imageCharge, sheetCharges, type UsageCharge } from '../domain/usage-charges';

const SUBSCRIPTION = {
  group: 'billing.usage',
  topics: ['inventory', 'counting'],
  types: ['inventory.stock-in.confirmed', 'inventory.stock-out.confirmed', 'counting.recognition.completed'],
} as const satisfies EventSubscription;

/** A confirmed sheet's `sheet` and `volume` charges. */
const sheetChargesOf = (
  prices: Prices,
  {
    eventId,
    occurredAt,
    payload,
  }: DomainEvent<'inventory.stock-in.confirmed' | 'inventory.stock-out.confirmed'>,
): UsageCharge[] =>
  sheetCharges(prices, {
    eventId,
    occurredAt: new Date(occurredAt),
    spu: payload.spu,
    volumeE4: payload.volumeE4,
  });

/** What each event charges at the tenant's prices. */
const CHARGES: EventHandlers<typeof SUBSCRIPTION, [prices: Prices], UsageCharge[]> = {
  'inventory.stock-in.confirmed': (event, prices) => sheetChargesOf(prices, event),
  'inventory.stock-out.confirmed': (event, prices) => sheetChargesOf(prices, event),
  // (an event of version 1, counting's own of before the worker published results, is not a new
  // count: the catalogue's minVersion skips it)
  'counting.recognition.completed': ({ eventId, occurredAt, payload }, prices) => {
    const charge = imageCharge(prices, { eventId, occurredAt: new Date(occurredAt), ...payload });
    return charge ? [charge] : [];
  },
};

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
      (handleEvent(SUBSCRIPTION.group, CHARGES, event, prices) ?? []).map((charge) => ({
        ...charge,
        kind: 'consumption' as const,
      })),
    );
    const [first] = events;
    await this.ledger.post(trx, tenantId, charges, first?.correlationId ?? tenantId);
  }
}
