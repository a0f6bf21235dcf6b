import { Query } from '@nestjs/cqrs';
import { type CountPlan, type CountPlanListQuery, type PageResult } from '@timber/contracts';

export class ListCountPlansQuery extends Query<PageResult<CountPlan>> {
  constructor(readonly filter: CountPlanListQuery) {
    super();
  }
}
