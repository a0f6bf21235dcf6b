import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { tenantHandler } from '../../../shared/tenant-handler';
import { CountPlanRepository } from '../../count-plan.repository';
import { ClearCountsCommand } from './clear-counts.command';

/** §7 /inv/check/delete: clears all count data of the plan in progress (every count back to 0). */
@CommandHandler(ClearCountsCommand)
export class ClearCountsHandler
  extends tenantHandler(CountPlanRepository, async (plans, trx) => {
    const current = await plans.current(trx);
    if (!current) {
      throw new DomainError('COUNT_PLAN.NONE_CURRENT');
    }
    await plans.lock(trx, { id: current.id });
    return { cleared: await plans.clearAll(trx, current.id) };
  })
  implements ICommandHandler<ClearCountsCommand> {}
