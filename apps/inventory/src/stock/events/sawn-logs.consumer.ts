import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventSubscription, OnEvent } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../inventory-db';
import { StockPieceRepository, type StockTaken } from '../stock-piece.repository';
import { StockRepository } from '../stock.repository';

const SUBSCRIPTION = {
  group: 'inventory.sawn-logs',
  topics: ['sawing'],
  types: ['sawing.order.logs-taken', 'sawing.order.deleted'],
} as const satisfies EventSubscription;

/**
 * The logs sawing orders take leave the stock, and return when the order is deleted, once per
 * event however often it arrives (inbox): the pieces named (stock-in sheet and wood code) that
 * are in stock are marked taken by the order, and each stock row loses their number and volume;
 * a deletion puts back exactly the pieces the order holds. Stock and sawing's outturn agree.
 */
@Controller()
export class SawnLogsConsumer {
  readonly group = SUBSCRIPTION.group;

  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly pieces: StockPieceRepository,
    private readonly stock: StockRepository,
  ) {}

  @OnEvent(SUBSCRIPTION)
  async handle(@Payload() event: EventEnvelope): Promise<void> {
    if (event.type === 'sawing.order.logs-taken') {
      const { orderId, logs } = parseEventPayload('sawing.order.logs-taken', event.payload);
      await consumeOnce(this.db, 'inventory', this.group, event, async (trx) => {
        for (const row of await this.pieces.takeForSawing(trx, orderId, logs)) {
          await this.stock.shift(trx, row.stockId, -row.quantity, -row.volumeE4);
        }
      });
      return;
    }
    const { orderId } = parseEventPayload('sawing.order.deleted', event.payload);
    await consumeOnce(this.db, 'inventory', this.group, event, async (trx) => {
      const returned: StockTaken[] = await this.pieces.returnFromSawing(trx, orderId);
      for (const row of returned) {
        await this.stock.shift(trx, row.stockId, row.quantity, row.volumeE4);
      }
    });
  }
}
