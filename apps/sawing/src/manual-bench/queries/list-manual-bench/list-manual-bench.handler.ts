import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requestContext } from '@timber/nest-kit';
import { callerDay } from '../../../shared/figures';
import { tenantHandler } from '../../../shared/tenant-handler';
import { ManualBenchRepository } from '../../manual-bench.repository';
import { ListManualBenchQuery } from './list-manual-bench.query';

@QueryHandler(ListManualBenchQuery)
export class ListManualBenchHandler
  extends tenantHandler(ManualBenchRepository, (records, trx, { query }: ListManualBenchQuery) =>
    records.list(trx, query.cuttingDate ?? callerDay(new Date(), requestContext().tzOffsetHours), query),
  )
  implements IQueryHandler<ListManualBenchQuery> {}
