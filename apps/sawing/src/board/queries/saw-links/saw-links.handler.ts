import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SawLinks } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { BenchRepository } from '../../../benches';
import { SAWING_CONFIG, type SawingConfig } from '../../../config';
import { type SawingDb } from '../../../sawing-db';
import { floorLinksOf } from '../../../shared/floor-links';
import { LinkGenerationRepository } from '../../../shared/link-generation.repository';
import { SawLinksQuery } from './saw-links.query';

/** The board's token, the H5 page's and each live bench's signature, signed for the caller's tenant's current generation. */
@QueryHandler(SawLinksQuery)
export class SawLinksHandler implements IQueryHandler<SawLinksQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    @Inject(SAWING_CONFIG) private readonly config: SawingConfig,
    private readonly benches: BenchRepository,
    private readonly generations: LinkGenerationRepository,
  ) {}

  async execute(): Promise<SawLinks> {
    const { tenantId } = caller();
    const { benches, current } = await withTenant(this.db, tenantId, async (trx) => ({
      benches: await this.benches.listLive(trx),
      current: await this.generations.current(trx),
    }));
    return floorLinksOf(this.config.SHARE_TOKEN_SECRET, tenantId, current, benches);
  }
}
