import { Controller, Inject } from '@nestjs/common';
import { DB, type EventSubscription, inboxConsumer, type InboxHandlers } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../inventory-db';
import { CountOrderCopiesRepository } from '../count-order-copies.repository';

const SUBSCRIPTION = {
  group: 'inventory.count-orders',
  topics: ['counting'],
  types: ['counting.order.status-changed'],
} as const satisfies EventSubscription;

/**
 * Keeps inventory's copy of each count order from `counting.order.status-changed`, once per event
 * (inbox) and only when the change is newer (revision): what a stock-in sheet's count order is
 * checked against.
 */
@Controller()
export class CountOrderStatusChangedConsumer extends inboxConsumer(SUBSCRIPTION, 'inventory')<InventoryDb> {
  constructor(
    @Inject(DB) protected readonly db: Kysely<InventoryDb>,
    private readonly copies: CountOrderCopiesRepository,
  ) {
    super();
  }

  protected readonly handlers: InboxHandlers<typeof SUBSCRIPTION, InventoryDb> = {
    'counting.order.status-changed': async ({ tenantId, payload }, trx) => {
      await this.copies.apply(trx, tenantId, payload);
    },
  };
}
