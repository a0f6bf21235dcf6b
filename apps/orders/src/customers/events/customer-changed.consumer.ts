import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventSubscription, OnEvent } from '@timber/nest-kit';
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
 */
@Controller()
export class CustomerChangedConsumer {
  readonly group = SUBSCRIPTION.group;

  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly customers: CustomerCopyRepository,
  ) {}

  @OnEvent(SUBSCRIPTION)
  async handle(@Payload() event: EventEnvelope): Promise<void> {
    if (event.type === 'inventory.reference.saved') {
      const saved = parseEventPayload('inventory.reference.saved', event.payload);
      if (saved.kind === 'customer') {
        await consumeOnce(this.db, 'orders', this.group, event, (trx) =>
          this.customers.save(trx, event.tenantId, saved.id, saved.name),
        );
      }
      return;
    }
    const deleted = parseEventPayload('inventory.reference.deleted', event.payload);
    if (deleted.kind === 'customer') {
      await consumeOnce(this.db, 'orders', this.group, event, (trx) =>
        this.customers.delete(trx, deleted.id),
      );
    }
  }
}
