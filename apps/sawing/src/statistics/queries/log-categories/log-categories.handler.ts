import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { StatisticsRepository } from '../../statistics.repository';
import { LogCategoriesQuery } from './log-categories.query';

@QueryHandler(LogCategoriesQuery)
export class LogCategoriesHandler
  extends tenantHandler(StatisticsRepository, (statistics, trx) => statistics.logCategories(trx))
  implements IQueryHandler<LogCategoriesQuery> {}
