import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SAWING_STATE, type SawingOrderSaved } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { StatisticsRepository } from '../../../statistics';
import { StockLogRepository } from '../../../stock-logs';
import { assertDeletable } from '../../domain/sawing-rules';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { DeleteSawingOrderCommand } from './delete-sawing-order.command';

/**
 * §4 delete (→ 3), in one transaction: an open or closed order holding no merged order; the logs
 * it took return to stock (free for another order) and `sawing.order.deleted` names them in the
 * outbox, so inventory puts them back in its stock; a closed one leaves the day's statistics.
 */
@CommandHandler(DeleteSawingOrderCommand)
export class DeleteSawingOrderHandler implements ICommandHandler<DeleteSawingOrderCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly orders: SawingOrderRepository,
    private readonly logs: StockLogRepository,
    private readonly statistics: StatisticsRepository,
  ) {}

  execute({ id }: DeleteSawingOrderCommand): Promise<SawingOrderSaved> {
    const { tenantId } = caller();
    const { correlationId } = requestContext();
    return withTenant(this.db, tenantId, async (trx) => {
      const order = await this.orders.lock(trx, id);
      assertDeletable(order, (await this.orders.mergedInto(trx, id)).length);
      if (order.state === SAWING_STATE.CLOSED) {
        await this.statistics.rollUp(trx, tenantId, id, -1);
      }
      const returned = await this.logs.release(trx, id);
      await this.orders.update(trx, id, {
        state: SAWING_STATE.DELETED,
        deleted_at: new Date(),
        closed_at: null,
        log_qty: 0,
        log_vol_e4: 0,
      });
      await this.logs.summarize(trx, tenantId, id);
      await writeToOutbox(trx, 'sawing', [
        newEvent(
          'sawing.order.deleted',
          { orderId: id, orderNo: order.orderNo, logs: returned },
          { tenantId, correlationId, partitionKey: id },
        ),
      ]);
      return { id, orderNo: order.orderNo, state: SAWING_STATE.DELETED };
    });
  }
}
