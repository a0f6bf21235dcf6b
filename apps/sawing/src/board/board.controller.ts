import { Controller, Inject, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ROUTES, type SawBoard, type SawLinks } from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { type Request, type Response } from 'express';
import { SAWING_CONFIG, type SawingConfig } from '../config';
import { Route } from '../route';
import { readBoardToken } from '../shared/floor-links';
import { BoardHub } from './board-hub';
import { BoardFiguresQuery } from './queries/board-figures/board-figures.query';
import { SawLinksQuery } from './queries/saw-links/saw-links.query';

/** The live board (/sawTableOnline; §2 Access: no login, a signed board link) and the links of the floor pages. */
@Controller()
export class BoardController {
  constructor(
    private readonly queries: QueryBus,
    private readonly hub: BoardHub,
    @Inject(SAWING_CONFIG) private readonly config: SawingConfig,
  ) {}

  @Route(ROUTES.sawLinkSummary)
  links(): Promise<SawLinks> {
    return this.queries.execute(new SawLinksQuery());
  }

  @Route(ROUTES.sawBoardSummary)
  figures(@RouteBody() body: BodyOf<typeof ROUTES.sawBoardSummary>): Promise<SawBoard> {
    return this.queries.execute(new BoardFiguresQuery(body.cusNo, body.token));
  }

  /** The board link checked before anything is sent (a refusal is the envelope), then the stream. */
  @Route(ROUTES.sawBoardEvents)
  events(
    @RouteParams() params: ParamsOf<typeof ROUTES.sawBoardEvents>,
    @Req() req: Request,
    @Res() res: Response,
  ): void {
    this.hub.attach(readBoardToken(this.config.SHARE_TOKEN_SECRET, params.token, params.cusNo), req, res);
  }
}
