import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SawBoard } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { SAWING_CONFIG, type SawingConfig } from '../../../config';
import { type SawingDb } from '../../../sawing-db';
import { callerDay } from '../../../shared/figures';
import { readBoardToken } from '../../../shared/floor-links';
import { LinkGenerationRepository } from '../../../shared/link-generation.repository';
import { BoardRepository } from '../../board.repository';
import { BoardFiguresQuery } from './board-figures.query';

/** The board link checked (its tenant, 402730 else; its generation, 402735 else), then the figures of the board's today. */
@QueryHandler(BoardFiguresQuery)
export class BoardFiguresHandler implements IQueryHandler<BoardFiguresQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    @Inject(SAWING_CONFIG) private readonly config: SawingConfig,
    private readonly board: BoardRepository,
    private readonly generations: LinkGenerationRepository,
  ) {}

  execute({ cusNo, token }: BoardFiguresQuery): Promise<SawBoard> {
    const link = readBoardToken(this.config.SHARE_TOKEN_SECRET, token, cusNo);
    const day = callerDay(new Date(), requestContext().tzOffsetHours);
    return withTenant(this.db, link.tenantId, async (trx) => {
      await this.generations.assertCurrent(trx, link);
      return this.board.figures(trx, day);
    });
  }
}
