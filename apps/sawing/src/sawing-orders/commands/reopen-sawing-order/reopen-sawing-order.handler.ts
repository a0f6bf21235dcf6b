import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SAWING_STATE, type SawingOrderSaved, type SawingSpec } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { boardVolumeE4 } from '@timber/volume';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { StatisticsRepository } from '../../../statistics';
import { assertClosed, cancelCloseSpecs, type ValidSpec } from '../../domain/sawing-rules';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { ReopenSawingOrderCommand } from './reopen-sawing-order.command';

/**
 * §7 rtd (chosen reading: "return to doing"), the inverse of close (1 → 0), in one transaction:
 * what the order sawed leaves the day's statistics (taken out as it was added at closing, so the
 * ranking, the pie and the totals no longer count it), the boards counted at closing are cleared
 * (counted again at the next close), and `sawing.order.reopened` goes to the outbox (the live
 * board counts it open again). Its specifications, logs and merged orders stay; with
 * `cancelClose` (§4 mobile cancel-close) its specifications become the first one with zero pieces
 * and zero last-log class. An open, merged or deleted order is refused (402719), nothing written.
 */
@CommandHandler(ReopenSawingOrderCommand)
export class ReopenSawingOrderHandler implements ICommandHandler<ReopenSawingOrderCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly orders: SawingOrderRepository,
    private readonly statistics: StatisticsRepository,
  ) {}

  execute({ id, options }: ReopenSawingOrderCommand): Promise<SawingOrderSaved> {
    const { tenantId } = caller();
    const { correlationId } = requestContext();
    return withTenant(this.db, tenantId, async (trx) => {
      const order = await this.orders.lock(trx, id);
      assertClosed(order);
      // taken out with the figures it was added with (its boards as counted at closing)
      await this.statistics.rollUp(trx, tenantId, id, -1);
      let sysE4 = Number(order.row.wood_sys_vol_e4);
      if (options.cancelClose) {
        const specs = cancelCloseSpecs((await this.orders.specs(trx, id)).map(savedSpec));
        if (specs.length > 0) {
          await this.orders.replaceSpecs(trx, tenantId, id, specs);
          sysE4 = boardVolumeE4(specs);
        }
      }
      await this.orders.update(trx, id, {
        state: SAWING_STATE.OPEN,
        closed_at: null,
        wood_vol_e4: null,
        wood_sys_vol_e4: sysE4,
      });
      await writeToOutbox(trx, 'sawing', [
        newEvent(
          'sawing.order.reopened',
          { orderId: id, orderNo: order.orderNo, benchId: order.benchId },
          { tenantId, correlationId, partitionKey: id },
        ),
      ]);
      return { id, orderNo: order.orderNo, state: SAWING_STATE.OPEN };
    });
  }
}

/** A saved specification as the rules hold it. */
const savedSpec = (spec: SawingSpec): ValidSpec => ({
  id: spec.id,
  lengthM: spec.woodLength,
  widthMm: spec.width,
  thicknessMm: spec.thickness,
  pieces: spec.woodBlocks,
  lastBlocks: spec.lastBlocks,
  woodGrade: spec.woodGrade,
});
