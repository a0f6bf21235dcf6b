import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { volumeShare } from '../../domain/sawing-statistics';
import { StatisticsRepository } from '../../statistics.repository';
import { statsRange } from '../../stats-range';
import { VolumeShareQuery } from './volume-share.query';

@QueryHandler(VolumeShareQuery)
export class VolumeShareHandler
  extends tenantHandler(StatisticsRepository, async (statistics, trx, { query }: VolumeShareQuery) =>
    volumeShare(await statistics.sawnByBenchAndKind(trx, statsRange(query))),
  )
  implements IQueryHandler<VolumeShareQuery> {}
