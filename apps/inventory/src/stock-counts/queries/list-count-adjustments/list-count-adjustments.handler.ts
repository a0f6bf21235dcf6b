import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { tenantHandler } from '../../../shared/tenant-handler';
import { CountPlanRepository } from '../../count-plan.repository';
import { ListCountAdjustmentsQuery } from './list-count-adjustments.query';

/** (chosen) /inv/check/adjustments: the differences a plan's finish made into stock adjustments. */
@QueryHandler(ListCountAdjustmentsQuery)
export class ListCountAdjustmentsHandler
  extends tenantHandler(CountPlanRepository, async (plans, trx, { planId }: ListCountAdjustmentsQuery) => {
    if (!(await plans.lock(trx, { id: planId }))) {
      throw new DomainError('COUNT_PLAN.NOT_FOUND');
    }
    return { records: await plans.adjustments(trx, planId) };
  })
  implements IQueryHandler<ListCountAdjustmentsQuery> {}
