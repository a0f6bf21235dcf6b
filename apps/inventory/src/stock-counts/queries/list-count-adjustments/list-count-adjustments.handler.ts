import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CountAdjustment, DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { CountPlanRepository } from '../../count-plan.repository';
import { ListCountAdjustmentsQuery } from './list-count-adjustments.query';

/** (chosen) /inv/check/adjustments: the differences a plan's finish made into stock adjustments. */
@QueryHandler(ListCountAdjustmentsQuery)
export class ListCountAdjustmentsHandler implements IQueryHandler<ListCountAdjustmentsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly plans: CountPlanRepository,
  ) {}

  execute({ planId }: ListCountAdjustmentsQuery): Promise<{ records: CountAdjustment[] }> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      if (!(await this.plans.lock(trx, { id: planId }))) {
        throw new DomainError('COUNT_PLAN.NOT_FOUND');
      }
      return { records: await this.plans.adjustments(trx, planId) };
    });
  }
}
