import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type SawingOrderSaved } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { boardVolumeE4 } from '@timber/volume';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { assertOpen } from '../../domain/sawing-rules';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { DeleteSawingSpecCommand } from './delete-sawing-spec.command';

/**
 * §5 a saved spec deleted through a call, in one transaction: of an open order, never its first
 * (402712); the order's system board volume is summed again from the specs left.
 */
@CommandHandler(DeleteSawingSpecCommand)
export class DeleteSawingSpecHandler implements ICommandHandler<DeleteSawingSpecCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly orders: SawingOrderRepository,
  ) {}

  execute({ id }: DeleteSawingSpecCommand): Promise<SawingOrderSaved> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const spec = await this.orders.findSpec(trx, id);
      const order = await this.orders.lock(trx, spec.orderId);
      assertOpen(order);
      if (spec.seq === 1) {
        throw new DomainError('SAWING.FIRST_SPEC');
      }
      await this.orders.deleteSpec(trx, id);
      const left = await this.orders.specs(trx, spec.orderId);
      await this.orders.update(trx, spec.orderId, {
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
    });
  }
}
