import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, SAWING_STATE, type SawingOrderSaved } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { boardVolumeE4 } from '@timber/volume';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { BenchRepository } from '../../../benches';
import { type SawingDb } from '../../../sawing-db';
import { assertOpen, assertOutturn, sawingOrderNumber, validSpecs } from '../../domain/sawing-rules';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { SaveSawingOrderCommand } from './save-sawing-order.command';

/**
 * §2 add/edit dialog, in one transaction: the specifications are checked (§5, naming the refused
 * one), the bench must be the tenant's; a new order is open (state 0) and numbered by its cutting
 * day; an edited one must be open, keep its merged orders' machine, and its boards may not
 * outweigh its logs (outturn over 100 %).
 */
@CommandHandler(SaveSawingOrderCommand)
export class SaveSawingOrderHandler implements ICommandHandler<SaveSawingOrderCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly orders: SawingOrderRepository,
    private readonly benches: BenchRepository,
  ) {}

  execute({ input }: SaveSawingOrderCommand): Promise<SawingOrderSaved> {
    const specs = validSpecs(input.specsArr);
    const sysE4 = boardVolumeE4(specs);
    const { tenantId, userId } = caller();
    return withTenant(this.db, tenantId, async (trx) => {
      const bench = await this.benches.findLive(trx, input.machineId);
      if (input.id === undefined) {
        const id = randomUUID();
        const orderNo = sawingOrderNumber(
          input.cuttingDate,
          await this.orders.nextNumber(trx, tenantId, input.cuttingDate),
        );
        await this.orders.insert(trx, {
          id,
          tenantId,
          orderNo,
          benchId: bench.id,
          cuttingDate: input.cuttingDate,
          createdBy: userId,
          woodSysVolE4: sysE4,
        });
        await this.orders.replaceSpecs(trx, tenantId, id, specs);
        return { id, orderNo, state: SAWING_STATE.OPEN };
      }
      const order = await this.orders.lock(trx, input.id);
      assertOpen(order);
      if (bench.id !== order.benchId && (await this.orders.mergedInto(trx, order.row.id)).length > 0) {
        throw new DomainError('SAWING.MERGE_MACHINES');
      }
      assertOutturn(sysE4, await this.orders.logVolumeE4(trx, order.row.id));
      await this.orders.update(trx, order.row.id, {
        bench_id: bench.id,
        cutting_date: input.cuttingDate,
        wood_sys_vol_e4: sysE4,
      });
      await this.orders.replaceSpecs(trx, tenantId, order.row.id, specs);
      return { id: order.row.id, orderNo: order.orderNo, state: order.state };
    });
  }
}
