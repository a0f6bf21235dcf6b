import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SAWING_STATE, type SawingOrderSaved } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { boardVolumeE4, m3ToE4 } from '@timber/volume';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { StatisticsRepository } from '../../../statistics';
import { assertOpen, assertOutturn, validSpecs } from '../../domain/sawing-rules';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { CloseSawingOrderCommand } from './close-sawing-order.command';

/**
 * §4 closing (0 → 1), in one transaction: the specifications sent replace the saved ones (§4
 * "closing saves the spec list"), neither the system board volume nor the boards counted may
 * outweigh the logs (its own and its merged orders'), and `sawing.order.closed` goes to the outbox
 * (the live board); the day's statistics add what it sawed. A closed, merged or deleted order is refused (402703), nothing written.
 */
@CommandHandler(CloseSawingOrderCommand)
export class CloseSawingOrderHandler implements ICommandHandler<CloseSawingOrderCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly orders: SawingOrderRepository,
    private readonly statistics: StatisticsRepository,
  ) {}

  execute({ input }: CloseSawingOrderCommand): Promise<SawingOrderSaved> {
    const specs = input.specsArr && validSpecs(input.specsArr);
    const woodE4 = input.woodVol === undefined ? null : m3ToE4(input.woodVol, 3);
    const { tenantId } = caller();
    const { correlationId } = requestContext();
    return withTenant(this.db, tenantId, async (trx) => {
      const order = await this.orders.lock(trx, input.id);
      assertOpen(order);
      const logE4 = await this.orders.logVolumeE4(trx, order.row.id);
      const sysE4 = specs ? boardVolumeE4(specs) : Number(order.row.wood_sys_vol_e4);
      assertOutturn(sysE4, logE4);
      if (woodE4 !== null) {
        assertOutturn(woodE4, logE4);
      }
      if (specs) {
        await this.orders.replaceSpecs(trx, tenantId, order.row.id, specs);
      }
      await this.orders.update(trx, order.row.id, {
        state: SAWING_STATE.CLOSED,
        closed_at: new Date(),
        wood_sys_vol_e4: sysE4,
        wood_vol_e4: woodE4,
      });
      await this.statistics.rollUp(trx, tenantId, order.row.id, 1);
      await writeToOutbox(trx, 'sawing', [
        newEvent(
          'sawing.order.closed',
          { orderId: order.row.id, orderNo: order.orderNo, benchId: order.benchId },
          { tenantId, correlationId, partitionKey: order.row.id },
        ),
      ]);
      return { id: order.row.id, orderNo: order.orderNo, state: SAWING_STATE.CLOSED };
    });
  }
}
