import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { boardVolumeE4 } from '@timber/volume';
import { tenantHandler } from '../../../shared/tenant-handler';
import { assertOpen } from '../../domain/sawing-rules';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { DeleteSawingSpecCommand } from './delete-sawing-spec.command';

/**
 * §5 a saved spec deleted through a call, in one transaction: of an open order, never its first
 * (402712); the order's system board volume is summed again from the specs left.
 */
@CommandHandler(DeleteSawingSpecCommand)
export class DeleteSawingSpecHandler
  extends tenantHandler(SawingOrderRepository, async (orders, trx, { id }: DeleteSawingSpecCommand) => {
    const spec = await orders.findSpec(trx, id);
    const order = await orders.lock(trx, spec.orderId);
    assertOpen(order);
    if (spec.seq === 1) {
      throw new DomainError('SAWING.FIRST_SPEC');
    }
    await orders.deleteSpec(trx, id);
    const left = await orders.specs(trx, spec.orderId);
    await orders.update(trx, spec.orderId, {
      wood_sys_vol_e4: boardVolumeE4(
        left.map((s) => ({
          lengthM: s.woodLength,
          widthMm: s.width,
          thicknessMm: s.thickness,
          pieces: s.woodBlocks,
        })),
      ),
    });
    return { id: spec.orderId, orderNo: order.orderNo, state: order.state };
  })
  implements ICommandHandler<DeleteSawingSpecCommand> {}
