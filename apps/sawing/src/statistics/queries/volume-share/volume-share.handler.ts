import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type VolumeShare } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { volumeShare } from '../../domain/sawing-statistics';
import { StatisticsRepository } from '../../statistics.repository';
import { statsRange } from '../../stats-range';
import { VolumeShareQuery } from './volume-share.query';

@QueryHandler(VolumeShareQuery)
export class VolumeShareHandler implements IQueryHandler<VolumeShareQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly statistics: StatisticsRepository,
  ) {}

  execute({ query }: VolumeShareQuery): Promise<VolumeShare> {
    const range = statsRange(query);
    return withTenant(this.db, caller().tenantId, async (trx) =>
      volumeShare(await this.statistics.sawnByBenchAndKind(trx, range)),
    );
  }
}
