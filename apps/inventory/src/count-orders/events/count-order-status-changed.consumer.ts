import { Inject, Injectable } from '@nestjs/common';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventConsumer } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../inventory-db';
import { CountOrderCopiesRepository } from '../count-order-copies.repository';

/**
 * Keeps inventory's copy of each count order from `counting.order.status-changed`, once per event
 * (inbox) and only when the change is newer (revision): what a stock-in sheet's count order is
 * checked against.
 */
@Injectable()
export class CountOrderStatusChangedConsumer implements EventConsumer {
  readonly group = 'inventory.count-orders';
  readonly topics = ['counting'];
  readonly types = ['counting.order.status-changed'];

  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly copies: CountOrderCopiesRepository,
  ) {}

  async handle(event: EventEnvelope): Promise<void> {
    const change = parseEventPayload('counting.order.status-changed', event.payload);
    await consumeOnce(this.db, 'inventory', this.group, event, async (trx) => {
      await this.copies.apply(trx, event.tenantId, change);
    });
  }
}
