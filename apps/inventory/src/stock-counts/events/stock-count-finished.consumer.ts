import { Controller, Inject } from '@nestjs/common';
import { DB, type EventSubscription, inboxConsumer, type InboxHandlers } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../inventory-db';
import { StockRepository } from '../../stock';
import { CountPlanRepository } from '../count-plan.repository';

const SUBSCRIPTION = {
  group: 'inventory.stock-count-adjustments',
  topics: ['inventory'],
  types: ['inventory.stock-count.finished'],
} as const satisfies EventSubscription;

/**
 * A finished count's differences move the stock, once per event however often it arrives
 * (inbox): logs missing leave it (their pieces marked with the adjustment), logs in excess enter
 * it (new pieces), each stock row moves by what its pieces did, and every adjustment of the plan
 * is stamped applied with the volume it moved. The invariant holds: a stock row's pieces in stock
 * number its quantity.
 */
@Controller()
export class StockCountFinishedConsumer extends inboxConsumer(SUBSCRIPTION, 'inventory')<InventoryDb> {
  constructor(
    @Inject(DB) protected readonly db: Kysely<InventoryDb>,
    private readonly plans: CountPlanRepository,
    private readonly stock: StockRepository,
  ) {
    super();
  }

  protected readonly handlers: InboxHandlers<typeof SUBSCRIPTION, InventoryDb> = {
    'inventory.stock-count.finished': async ({ payload: { planId } }, trx) => {
      for (const row of await this.plans.apply(trx, planId)) {
        await this.stock.shift(trx, row.stockId, row.quantity, row.volumeE4);
      }
    },
  };
}
