import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CountDetailPage, DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { toCountLine } from '../../count-line-row';
import { toCountPlan } from '../../count-plan-row';
import { CountPlanRepository } from '../../count-plan.repository';
import { CountDetailQueryMessage } from './count-detail.query';

/**
 * §2 detail dialog (§7 /inv/check/listDetail): the lines of the plan in progress (or of plan `id`)
 * with the book and counted quantities and the difference, filtered and paged. No plan in
 * progress: an empty page without a plan.
 */
@QueryHandler(CountDetailQueryMessage)
export class CountDetailHandler implements IQueryHandler<CountDetailQueryMessage> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly plans: CountPlanRepository,
  ) {}

  execute({ filter }: CountDetailQueryMessage): Promise<CountDetailPage> {
    const { locale } = requestContext();
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const planId = filter.id ?? (await this.plans.current(trx))?.id;
      if (!planId) {
        return { plan: null, records: [], total: 0 };
      }
      const plan = await this.plans.planRow(trx, planId);
      if (!plan) {
        throw new DomainError('COUNT_PLAN.NOT_FOUND');
      }
      const { rows, total } = await this.plans.lines(trx, planId, filter, filter);
      return { plan: toCountPlan(plan, locale), records: rows.map(toCountLine), total };
    });
  }
}
