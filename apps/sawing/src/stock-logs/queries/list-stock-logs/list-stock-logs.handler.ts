import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PageResult, type SawingLog } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { StockLogRepository } from '../../stock-log.repository';
import { ListStockLogsQuery } from './list-stock-logs.query';

@QueryHandler(ListStockLogsQuery)
export class ListStockLogsHandler implements IQueryHandler<ListStockLogsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly logs: StockLogRepository,
  ) {}

  execute({ query }: ListStockLogsQuery): Promise<PageResult<SawingLog>> {
    return withTenant(this.db, caller().tenantId, (trx) => this.logs.listFree(trx, query));
  }
}
