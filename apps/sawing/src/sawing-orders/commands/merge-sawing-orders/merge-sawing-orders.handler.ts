import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SAWING_STATE, type SawingOrderSaved } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { mergePlan } from '../../domain/sawing-rules';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { MergeSawingOrdersCommand } from './merge-sawing-orders.command';

/**
 * §2 merge, in one transaction: the orders (locked in id order) must all be open and of one
 * machine; the oldest keeps them, the others become merged (state 2) into it, and the orders
 * already merged into those move to it, so each can still be split off on its own.
 */
@CommandHandler(MergeSawingOrdersCommand)
export class MergeSawingOrdersHandler implements ICommandHandler<MergeSawingOrdersCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly orders: SawingOrderRepository,
  ) {}

  execute({ input }: MergeSawingOrdersCommand): Promise<SawingOrderSaved> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const { parent, merged } = mergePlan(await this.orders.lockMany(trx, input.orderids));
      for (const order of merged) {
        for (const child of await this.orders.mergedInto(trx, order.row.id)) {
          await this.orders.update(trx, child, { merged_into: parent.row.id });
        }
        await this.orders.update(trx, order.row.id, {
          state: SAWING_STATE.MERGED,
          merged_into: parent.row.id,
        });
      }
      return { id: parent.row.id, orderNo: parent.orderNo, state: parent.state };
    });
  }
}
