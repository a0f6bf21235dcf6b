import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Bench } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { BenchRepository } from '../../bench.repository';
import { ListBenchesQuery } from './list-benches.query';

@QueryHandler(ListBenchesQuery)
export class ListBenchesHandler implements IQueryHandler<ListBenchesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly benches: BenchRepository,
  ) {}

  execute(): Promise<Bench[]> {
    return withTenant(this.db, caller().tenantId, (trx) => this.benches.listLive(trx));
  }
}
