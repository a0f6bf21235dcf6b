import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type HandwritingReading } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { HandwritingReadingRepository, readingOf } from '../../handwriting-reading.repository';
import { ReadingQuery } from './reading.query';

/** The caller's own reading: another user's, or another tenant's, reads as none. */
@QueryHandler(ReadingQuery)
export class ReadingHandler implements IQueryHandler<ReadingQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly readings: HandwritingReadingRepository,
  ) {}

  async execute({ id }: ReadingQuery): Promise<HandwritingReading> {
    const { tenantId, userId } = caller();
    return readingOf(await withTenant(this.db, tenantId, (trx) => this.readings.own(trx, id, userId)));
  }
}
