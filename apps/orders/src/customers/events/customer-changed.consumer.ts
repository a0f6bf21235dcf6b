import { Inject, Injectable } from '@nestjs/common';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventConsumer } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type OrdersDb } from '../../orders-db';
import { CustomerCopyRepository } from '../customer-copy.repository';

/**
 * Keeps orders' copy of the tenant's customers from inventory's master-data events, once per event
 * (a customer's events share its partition, so they arrive in order): whom an order can be for.
 */
@Injectable()
export class CustomerChangedConsumer implements EventConsumer {
  readonly group = 'orders.customers';
  readonly topics = ['inventory'];
  readonly types = ['inventory.reference.saved', 'inventory.reference.deleted'];

  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly customers: CustomerCopyRepository,
  ) {}

  async handle(event: EventEnvelope): Promise<void> {
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
