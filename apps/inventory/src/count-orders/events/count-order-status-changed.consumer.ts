import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventSubscription, OnEvent } from '@timber/nest-kit';
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
export class CountOrderStatusChangedConsumer {
  readonly group = SUBSCRIPTION.group;

  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly copies: CountOrderCopiesRepository,
  ) {}

  @OnEvent(SUBSCRIPTION)
  async handle(@Payload() event: EventEnvelope): Promise<void> {
    const change = parseEventPayload('counting.order.status-changed', event.payload);
    await consumeOnce(this.db, 'inventory', this.group, event, async (trx) => {
      await this.copies.apply(trx, event.tenantId, change);
    });
  }
}
