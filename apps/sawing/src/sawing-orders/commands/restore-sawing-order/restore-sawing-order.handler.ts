import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SAWING_STATE } from '@timber/contracts';
import { tenantHandler } from '../../../shared/tenant-handler';
import { assertDeleted } from '../../domain/sawing-rules';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { RestoreSawingOrderCommand } from './restore-sawing-order.command';

/**
 * §4 restore of a deleted order (3 → 0): open again, without logs (they went back to stock when
 * it was deleted and may be another order's now). A merged order is split, not restored (402711).
 */
@CommandHandler(RestoreSawingOrderCommand)
export class RestoreSawingOrderHandler
  extends tenantHandler(SawingOrderRepository, async (orders, trx, { id }: RestoreSawingOrderCommand) => {
    const order = await orders.lock(trx, id);
    assertDeleted(order);
    await orders.update(trx, id, { state: SAWING_STATE.OPEN, deleted_at: null });
    return { id, orderNo: order.orderNo, state: SAWING_STATE.OPEN };
  })
  implements ICommandHandler<RestoreSawingOrderCommand> {}
