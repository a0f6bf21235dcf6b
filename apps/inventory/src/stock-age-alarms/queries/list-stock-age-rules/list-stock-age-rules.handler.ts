import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { StockAgeRepository } from '../../stock-age.repository';
import { ListStockAgeRulesQuery } from './list-stock-age-rules.query';

/** §7 /invalarm/page. */
@QueryHandler(ListStockAgeRulesQuery)
export class ListStockAgeRulesHandler
  extends tenantHandler(StockAgeRepository, (rules, trx, { body }: ListStockAgeRulesQuery) =>
    rules.rules(trx, body),
  )
  implements IQueryHandler<ListStockAgeRulesQuery> {}
