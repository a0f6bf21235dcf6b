import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { CountPlanRepository } from '../../count-plan.repository';
import { assertInProgress } from '../../domain/count-plan-rules';
import { DeleteCountPlanCommand } from './delete-count-plan.command';

/** §4 delete-plan (§7 /inv/check/delete/{checkListNo}): the plan in progress and its count data; a finished plan stays. */
@CommandHandler(DeleteCountPlanCommand)
export class DeleteCountPlanHandler
  extends tenantHandler(CountPlanRepository, async (plans, trx, { checkListNo }: DeleteCountPlanCommand) => {
    const plan = await plans.lock(trx, { checkListNo });
    assertInProgress(plan);
    await plans.delete(trx, plan!.id);
  })
  implements ICommandHandler<DeleteCountPlanCommand> {}
