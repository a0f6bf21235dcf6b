import { Controller, Inject } from '@nestjs/common';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { DB, type EventSubscription, groupedConsumer } from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
import { AccountRepository } from '../../accounts/account.repository';
import { type BillingDb } from '../../billing-db';
import { AccountLedger } from '../../ledger/account-ledger';
import { sheetCharges } from '../domain/usage-charges';

const SUBSCRIPTION = {
  group: 'billing.sheets',
  topics: ['inventory'],
  types: ['inventory.stock-in.confirmed', 'inventory.stock-out.confirmed'],
} as const satisfies EventSubscription;

/**
 * Charges each confirmed stock-in and stock-out sheet the tenant's `sheet` and `volume` fee items
 * (DESIGN flow 1: confirm → billing charges), exactly once per event: the inbox (groupedConsumer)
 * and the ledger's unique source key both refuse a second time. Events wait in the stream while
 * billing is down and are charged when it is back. The prices are the tenant's when the event is
 * taken.
 */
@Controller()
export class SheetConfirmedConsumer extends groupedConsumer<BillingDb>(SUBSCRIPTION, 'billing') {
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
      const sheet = parseEventPayload('inventory.stock-in.confirmed', event.payload);
      return sheetCharges(prices, {
        eventId: event.eventId,
        occurredAt: new Date(event.occurredAt),
        spu: sheet.spu,
        volumeE4: sheet.volumeE4,
      }).map((charge) => ({ ...charge, kind: 'consumption' as const }));
    });
    const [first] = events;
    await this.ledger.post(trx, tenantId, charges, first?.correlationId ?? tenantId);
  }
}
