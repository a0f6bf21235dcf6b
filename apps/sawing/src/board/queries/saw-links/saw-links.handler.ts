import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SawLinks } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { BenchRepository } from '../../../benches/bench.repository';
import { SAWING_CONFIG, type SawingConfig } from '../../../config';
import { type SawingDb } from '../../../sawing-db';
import { signBenchToken, signBoardToken } from '../../../shared/floor-links';
import { SawLinksQuery } from './saw-links.query';

/** The board's token and each live bench's signature, signed for the caller's tenant. */
@QueryHandler(SawLinksQuery)
export class SawLinksHandler implements IQueryHandler<SawLinksQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    @Inject(SAWING_CONFIG) private readonly config: SawingConfig,
    private readonly benches: BenchRepository,
  ) {}

  async execute(): Promise<SawLinks> {
    const { tenantId } = caller();
    const secret = this.config.SHARE_TOKEN_SECRET;
    const benches = await withTenant(this.db, tenantId, (trx) => this.benches.listLive(trx));
    return {
      boardToken: signBoardToken(secret, tenantId),
      cusNo: tenantId,
      benches: benches.map((bench) => ({
        machineNo: bench.machineNo,
        name: bench.name,
        sign: signBenchToken(secret, tenantId, bench.machineNo),
      })),
    };
  }
}
