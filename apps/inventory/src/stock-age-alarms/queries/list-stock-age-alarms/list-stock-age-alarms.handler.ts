import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { StockAgeRepository } from '../../stock-age.repository';
import { ListStockAgeAlarmsQuery } from './list-stock-age-alarms.query';

/**
 * (chosen) /invalarm/stock, the dashboard's stock-age panel: the stock rows over a rule's age as
 * of now (read from the day sums, so it is current between two scans).
 */
@QueryHandler(ListStockAgeAlarmsQuery)
export class ListStockAgeAlarmsHandler
  extends tenantHandler(StockAgeRepository, (rules, trx, { body }: ListStockAgeAlarmsQuery) =>
    rules.alarms(trx, body),
  )
  implements IQueryHandler<ListStockAgeAlarmsQuery> {}
