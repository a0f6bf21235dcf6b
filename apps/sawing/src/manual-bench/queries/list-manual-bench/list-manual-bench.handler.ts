import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ManualBenchRecord, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { callerDay } from '../../../shared/figures';
import { ManualBenchRepository } from '../../manual-bench.repository';
import { ListManualBenchQuery } from './list-manual-bench.query';

@QueryHandler(ListManualBenchQuery)
export class ListManualBenchHandler implements IQueryHandler<ListManualBenchQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly records: ManualBenchRepository,
  ) {}

  execute({ query }: ListManualBenchQuery): Promise<PageResult<ManualBenchRecord>> {
    const day = query.cuttingDate ?? callerDay(new Date(), requestContext().tzOffsetHours);
    return withTenant(this.db, caller().tenantId, (trx) => this.records.list(trx, day, query));
  }
}
