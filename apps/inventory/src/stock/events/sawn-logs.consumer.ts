import { Controller, Inject } from '@nestjs/common';
import { DB, type EventSubscription, inboxConsumer, type InboxHandlers } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../inventory-db';
import { StockPieceRepository } from '../stock-piece.repository';
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
export class SawnLogsConsumer extends inboxConsumer(SUBSCRIPTION, 'inventory')<InventoryDb> {
  constructor(
    @Inject(DB) protected readonly db: Kysely<InventoryDb>,
    private readonly pieces: StockPieceRepository,
    private readonly stock: StockRepository,
  ) {
    super();
  }

  protected readonly handlers: InboxHandlers<typeof SUBSCRIPTION, InventoryDb> = {
    'sawing.order.logs-taken': async ({ payload: { orderId, logs } }, trx) => {
      for (const row of await this.pieces.takeForSawing(trx, orderId, logs)) {
        await this.stock.shift(trx, row.stockId, -row.quantity, -row.volumeE4);
      }
    },
    'sawing.order.deleted': async ({ payload: { orderId } }, trx) => {
      for (const row of await this.pieces.returnFromSawing(trx, orderId)) {
        await this.stock.shift(trx, row.stockId, row.quantity, row.volumeE4);
      }
    },
  };
}
