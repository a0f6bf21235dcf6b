import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SawBoard } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { BoardRepository } from '../../../board';
import { SAWING_CONFIG, type SawingConfig } from '../../../config';
import { type SawingDb } from '../../../sawing-db';
import { callerDay } from '../../../shared/figures';
import { readH5Session } from '../../../shared/floor-links';
import { LinkGenerationRepository } from '../../../shared/link-generation.repository';
import { H5SawListQuery } from './h5-saw-list.query';

/** The session's tenant's machines on a day (the caller's today by default), one machine when named; a session of revoked links 402735. */
@QueryHandler(H5SawListQuery)
export class H5SawListHandler implements IQueryHandler<H5SawListQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    @Inject(SAWING_CONFIG) private readonly config: SawingConfig,
    private readonly board: BoardRepository,
    private readonly generations: LinkGenerationRepository,
  ) {}

  execute({ query }: H5SawListQuery): Promise<SawBoard> {
    const now = new Date();
    const session = readH5Session(this.config.SHARE_TOKEN_SECRET, query.token, now);
    const day = query.cuttingDate ?? callerDay(now, requestContext().tzOffsetHours);
    return withTenant(this.db, session.tenantId, async (trx) => {
      await this.generations.assertCurrent(trx, session);
      return this.board.figures(trx, day, query.machineNum);
    });
  }
}
