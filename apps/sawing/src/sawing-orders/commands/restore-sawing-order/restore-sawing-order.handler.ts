import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SAWING_STATE, type SawingOrderSaved } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { assertDeleted } from '../../domain/sawing-rules';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { RestoreSawingOrderCommand } from './restore-sawing-order.command';

/**
 * §4 restore of a deleted order (3 → 0): open again, without logs (they went back to stock when
 * it was deleted and may be another order's now). A merged order is split, not restored (402711).
 */
@CommandHandler(RestoreSawingOrderCommand)
export class RestoreSawingOrderHandler implements ICommandHandler<RestoreSawingOrderCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly orders: SawingOrderRepository,
  ) {}

  execute({ id }: RestoreSawingOrderCommand): Promise<SawingOrderSaved> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const order = await this.orders.lock(trx, id);
      assertDeleted(order);
      await this.orders.update(trx, id, { state: SAWING_STATE.OPEN, deleted_at: null });
      return { id, orderNo: order.orderNo, state: SAWING_STATE.OPEN };
    });
  }
}
