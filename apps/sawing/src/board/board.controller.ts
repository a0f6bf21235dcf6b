import { Controller, Inject, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ROUTES, type SawBoard, type SawLinks } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { type BodyOf, DB, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { type Request, type Response } from 'express';
import { type Kysely } from 'kysely';
import { SAWING_CONFIG, type SawingConfig } from '../config';
import { Route } from '../route';
import { type SawingDb } from '../sawing-db';
import { readBoardToken } from '../shared/floor-links';
import { LinkGenerationRepository } from '../shared/link-generation.repository';
import { BoardHub } from './board-hub';
import { RevokeFloorLinksCommand } from './commands/revoke-floor-links/revoke-floor-links.command';
import { BoardFiguresQuery } from './queries/board-figures/board-figures.query';
import { SawLinksQuery } from './queries/saw-links/saw-links.query';

/** The live board (/sawTableOnline; §2 Access: no login, a signed board link) and the links of the floor pages. */
@Controller()
export class BoardController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly hub: BoardHub,
    @Inject(SAWING_CONFIG) private readonly config: SawingConfig,
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly generations: LinkGenerationRepository,
  ) {}

  @Route(ROUTES.sawLinkSummary)
  links(): Promise<SawLinks> {
    return this.queries.execute(new SawLinksQuery());
  }

  @Route(ROUTES.sawLinkRevoke)
  revoke(): Promise<SawLinks> {
    return this.commands.execute(new RevokeFloorLinksCommand());
  }

  @Route(ROUTES.sawBoardSummary)
  figures(@RouteBody() body: BodyOf<typeof ROUTES.sawBoardSummary>): Promise<SawBoard> {
    return this.queries.execute(new BoardFiguresQuery(body.cusNo, body.token));
  }

  /**
   * The board link checked before anything is sent (a refusal is the envelope: altered 402730,
   * revoked 402735), then the stream, which ends when the link's generation is revoked.
   */
  @Route(ROUTES.sawBoardEvents)
  async events(
    @RouteParams() params: ParamsOf<typeof ROUTES.sawBoardEvents>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const link = readBoardToken(this.config.SHARE_TOKEN_SECRET, params.token, params.cusNo);
    await withTenant(this.db, link.tenantId, (trx) => this.generations.assertCurrent(trx, link));
    this.hub.attach(link, req, res);
  }
}
