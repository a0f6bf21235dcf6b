import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type LogCategory } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { StatisticsRepository } from '../../statistics.repository';
import { LogCategoriesQuery } from './log-categories.query';

@QueryHandler(LogCategoriesQuery)
export class LogCategoriesHandler implements IQueryHandler<LogCategoriesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly statistics: StatisticsRepository,
  ) {}

  execute(): Promise<LogCategory[]> {
    return withTenant(this.db, caller().tenantId, (trx) => this.statistics.logCategories(trx));
  }
}
