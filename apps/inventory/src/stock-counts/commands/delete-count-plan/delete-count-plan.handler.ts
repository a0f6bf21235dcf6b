import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { CountPlanRepository } from '../../count-plan.repository';
import { assertInProgress } from '../../domain/count-plan-rules';
import { DeleteCountPlanCommand } from './delete-count-plan.command';

/** §4 delete-plan (§7 /inv/check/delete/{checkListNo}): the plan in progress and its count data; a finished plan stays. */
@CommandHandler(DeleteCountPlanCommand)
export class DeleteCountPlanHandler implements ICommandHandler<DeleteCountPlanCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly plans: CountPlanRepository,
  ) {}

  async execute({ checkListNo }: DeleteCountPlanCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      const plan = await this.plans.lock(trx, { checkListNo });
      assertInProgress(plan);
      await this.plans.delete(trx, plan!.id);
    });
  }
}
