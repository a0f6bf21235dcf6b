import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SAWING_STATE } from '@timber/contracts';
import { tenantHandler } from '../../../shared/tenant-handler';
import { mergePlan } from '../../domain/sawing-rules';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { MergeSawingOrdersCommand } from './merge-sawing-orders.command';

/**
 * §2 merge, in one transaction: the orders (locked in id order) must all be open and of one
 * machine; the oldest keeps them, the others become merged (state 2) into it, and the orders
 * already merged into those move to it, so each can still be split off on its own.
 */
@CommandHandler(MergeSawingOrdersCommand)
export class MergeSawingOrdersHandler
  extends tenantHandler(SawingOrderRepository, async (orders, trx, { input }: MergeSawingOrdersCommand) => {
    const { parent, merged } = mergePlan(await orders.lockMany(trx, input.orderids));
    for (const order of merged) {
      for (const child of await orders.mergedInto(trx, order.row.id)) {
        await orders.update(trx, child, { merged_into: parent.row.id });
      }
      await orders.update(trx, order.row.id, {
        state: SAWING_STATE.MERGED,
        merged_into: parent.row.id,
      });
    }
    return { id: parent.row.id, orderNo: parent.orderNo, state: parent.state };
  })
  implements ICommandHandler<MergeSawingOrdersCommand> {}
