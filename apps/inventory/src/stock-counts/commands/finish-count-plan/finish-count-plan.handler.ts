import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { newEvent, writeToOutbox } from '@timber/events';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { CountPlanRepository } from '../../count-plan.repository';
import { assertInProgress } from '../../domain/count-plan-rules';
import { FinishCountPlanCommand } from './finish-count-plan.command';

/**
 * §4 Finish (§7 /inv/check/finish/{id}): the plan becomes 10, each line whose count differs a
 * stock adjustment, and `inventory.stock-count.finished` goes to the outbox in the same
 * transaction; its consumer (StockCountFinishedConsumer) moves the stock. A finished plan is refused.
 */
@CommandHandler(FinishCountPlanCommand)
export class FinishCountPlanHandler implements ICommandHandler<FinishCountPlanCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly plans: CountPlanRepository,
  ) {}

  async execute({ id }: FinishCountPlanCommand): Promise<{ adjustments: number }> {
    const { tenantId, userId, username } = caller();
    const { correlationId } = requestContext();
    return withTenant(this.db, tenantId, async (trx) => {
      const plan = await this.plans.lock(trx, { id });
      assertInProgress(plan);
      const adjustments = await this.plans.finish(trx, id, { id: userId, name: username });
      await writeToOutbox(trx, 'inventory', [
        newEvent(
          'inventory.stock-count.finished',
          { planId: id, checkListNo: plan!.checkListNo, adjustments },
          { tenantId, correlationId, partitionKey: id },
        ),
      ]);
      return { adjustments };
    });
  }
}
