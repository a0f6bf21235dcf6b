import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CountingSummary } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { ImageRepository } from '../../image.repository';
import { CountingSummaryQuery } from './counting-summary.query';

@QueryHandler(CountingSummaryQuery)
export class CountingSummaryHandler implements IQueryHandler<CountingSummaryQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly images: ImageRepository,
  ) {}

  execute(): Promise<CountingSummary> {
    return withTenant(this.db, caller().tenantId, (trx) => this.images.summary(trx));
  }
}
