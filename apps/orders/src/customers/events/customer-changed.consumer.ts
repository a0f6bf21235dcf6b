import { Controller, Inject } from '@nestjs/common';
import { DB, type EventSubscription, inboxConsumer, type InboxHandlers } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type OrdersDb } from '../../orders-db';
import { CustomerCopyRepository } from '../customer-copy.repository';

const SUBSCRIPTION = {
  group: 'orders.customers',
  topics: ['inventory'],
  types: ['inventory.reference.saved', 'inventory.reference.deleted'],
} as const satisfies EventSubscription;

/**
 * Keeps orders' copy of the tenant's customers from inventory's master-data events, once per event
 * (a customer's events share its partition, so they arrive in order): whom an order can be for.
 * Wood kinds and locations change nothing here.
 */
@Controller()
export class CustomerChangedConsumer extends inboxConsumer(SUBSCRIPTION, 'orders')<OrdersDb> {
  constructor(
    @Inject(DB) protected readonly db: Kysely<OrdersDb>,
    private readonly customers: CustomerCopyRepository,
  ) {
    super();
  }

  protected readonly handlers: InboxHandlers<typeof SUBSCRIPTION, OrdersDb> = {
    'inventory.reference.saved': async ({ tenantId, payload: saved }, trx) => {
      if (saved.kind === 'customer') {
        await this.customers.save(trx, tenantId, saved.id, saved.name);
      }
    },
    'inventory.reference.deleted': async ({ payload: deleted }, trx) => {
      if (deleted.kind === 'customer') {
        await this.customers.delete(trx, deleted.id);
      }
    },
  };
}
