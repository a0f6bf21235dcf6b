import { Query } from '@nestjs/cqrs';
import { type PageResult, type StockAgeRule, type StockAgeRuleListQuery } from '@timber/contracts';

export class ListStockAgeRulesQuery extends Query<PageResult<StockAgeRule>> {
  constructor(readonly body: StockAgeRuleListQuery) {
    super();
  }
}
