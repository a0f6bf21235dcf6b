import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CountPlan, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { toCountPlan } from '../../count-plan-row';
import { CountPlanRepository } from '../../count-plan.repository';
import { ListCountPlansQuery } from './list-count-plans.query';

/** §2 list of count plans (§7 /inv/check/list/page): the one in progress first, then newest first. */
@QueryHandler(ListCountPlansQuery)
export class ListCountPlansHandler implements IQueryHandler<ListCountPlansQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly plans: CountPlanRepository,
  ) {}

  async execute({ filter }: ListCountPlansQuery): Promise<PageResult<CountPlan>> {
    const { locale } = requestContext();
    const { rows, total } = await withTenant(this.db, caller().tenantId, (trx) =>
      this.plans.page(trx, filter),
    );
    return { records: rows.map((row) => toCountPlan(row, locale)), total };
  }
}
