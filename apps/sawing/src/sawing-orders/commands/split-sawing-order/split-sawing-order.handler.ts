import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SAWING_STATE, type SawingOrderSaved } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { StatisticsRepository } from '../../../statistics';
import { assertMerged, assertOutturn } from '../../domain/sawing-rules';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { SplitSawingOrderCommand } from './split-sawing-order.command';

/**
 * §4 restore of a merged order (split, 2 → 0), in one transaction: it is open again with its
 * logs; the order it was merged into loses them, and may not be left with boards outweighing its
 * remaining logs (outturn over 100 %, refused); a closed one's statistics are summed again.
 */
@CommandHandler(SplitSawingOrderCommand)
export class SplitSawingOrderHandler implements ICommandHandler<SplitSawingOrderCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly orders: SawingOrderRepository,
    private readonly statistics: StatisticsRepository,
  ) {}

  execute({ id }: SplitSawingOrderCommand): Promise<SawingOrderSaved> {
    const { tenantId } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      const order = await this.orders.lock(trx, id);
      assertMerged(order);
      const parent = await this.orders.lock(trx, order.row.merged_into!);
      const closed = parent.state === SAWING_STATE.CLOSED;
      if (closed) {
        await this.statistics.rollUp(trx, tenantId, parent.row.id, -1);
      }
      await this.orders.update(trx, id, { state: SAWING_STATE.OPEN, merged_into: null });
      if (closed) {
        await this.statistics.rollUp(trx, tenantId, parent.row.id, 1);
      }
      const boardE4 = Math.max(Number(parent.row.wood_sys_vol_e4), Number(parent.row.wood_vol_e4 ?? 0));
      assertOutturn(boardE4, await this.orders.logVolumeE4(trx, parent.row.id));
      return { id, orderNo: order.orderNo, state: SAWING_STATE.OPEN };
    });
  }
}
