import { Query } from '@nestjs/cqrs';
import { type WoodPiecePage } from '@timber/contracts';
import { type DetailTarget } from '../../detail-source';

export class WoodPiecesQuery extends Query<WoodPiecePage> {
  constructor(
    readonly target: DetailTarget,
    readonly filter: {
      page: number;
      pageSize: number;
      dia?: number | undefined;
      length?: number | undefined;
      standard?: string | undefined;
    },
  ) {
    super();
  }
}
