import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { BenchRepository } from '../../bench.repository';
import { ListBenchesQuery } from './list-benches.query';

@QueryHandler(ListBenchesQuery)
export class ListBenchesHandler
  extends tenantHandler(BenchRepository, (benches, trx) => benches.listLive(trx))
  implements IQueryHandler<ListBenchesQuery> {}
