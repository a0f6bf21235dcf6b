import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type MonthlyInventory } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { bookInventoryE4, monthBounds, volumeOf } from '../../domain/month-rules';
import { MonthlyInventoryRepository } from '../../monthly-inventory.repository';
import { MonthlyInventoryQuery } from './monthly-inventory.query';

/**
 * §7 /simple/inv/list {month}: per log kind the stock at the month's start (logVol), what came in,
 * what stock counts adjusted (excess less missing: adjustedVol), what left by automatic saw (sawing orders), by manual saw (none is recorded in inventory: the
 * manual bench records name no logs, 0) and by stock-out, the book inventory at its end, the
 * volume counted (logVol2) and the difference. A future month is refused.
 */
@QueryHandler(MonthlyInventoryQuery)
export class MonthlyInventoryHandler implements IQueryHandler<MonthlyInventoryQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly months: MonthlyInventoryRepository,
  ) {}

  async execute({ month }: MonthlyInventoryQuery): Promise<MonthlyInventory> {
    const { from, to } = monthBounds(month, new Date(), requestContext().tzOffsetHours);
    const kinds = await withTenant(this.db, caller().tenantId, (trx) =>
      this.months.month(trx, from, to, month),
    );
    return {
      month,
      records: kinds.map((kind) => {
        const inventoryE4 = bookInventoryE4({ ...kind, manualSawnE4: 0 });
        return {
          id: `${month}:${kind.woodKindId}`,
          logKindId: kind.woodKindId,
          logKind: kind.woodKind,
          logVol: volumeOf(kind.openingE4),
          inboundVol: volumeOf(kind.inboundE4),
          adjustedVol: volumeOf(kind.adjustedE4),
          outboundVol1: volumeOf(kind.sawnE4),
          outboundVol2: 0,
          outboundVol: volumeOf(kind.outboundE4),
          inventory: volumeOf(inventoryE4),
          logVol2: kind.countedE4 === null ? null : volumeOf(kind.countedE4),
          profitAndLoss: kind.countedE4 === null ? null : volumeOf(kind.countedE4 - inventoryE4),
        };
      }),
    };
  }
}
