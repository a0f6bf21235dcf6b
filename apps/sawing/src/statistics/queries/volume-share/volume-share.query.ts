import { Query } from '@nestjs/cqrs';
import { type SawingStatsQuery, type VolumeShare } from '@timber/contracts';

/** §7 /cutting/record/reportforms: the pie of volume share by variety, logs and boards. */
export class VolumeShareQuery extends Query<VolumeShare> {
  constructor(readonly query: SawingStatsQuery) {
    super();
  }
}
