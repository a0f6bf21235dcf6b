import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type CountImageCard, type CountingSummary, type PageResult, ROUTES } from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../route';

import { type Request, type Response } from 'express';
import { DeleteImageCommand } from './commands/delete-image/delete-image.command';
import { RecoverImageCommand } from './commands/recover-image/recover-image.command';
import { answerWithPhoto, answerWithVideo } from './photo-answer';
import { CountingSummaryQuery } from './queries/counting-summary/counting-summary.query';
import { ImagePhotoQuery } from './queries/image-photo/image-photo.query';
import { ImageVideoQuery } from './queries/image-video/image-video.query';
import { ListImagesQuery } from './queries/list-images/list-images.query';

/**
 * §2 image list (/imgList/index: §7 /oss/m/pageImg, and /count/img/page, chosen before, as its
 * alias), the cards' photos and the dashboard's picture counts. The paths are whole: the list's
 * two do not share a prefix.
 */
@Controller()
export class ImagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.countImageList)
  page(@RouteBody() body: BodyOf<typeof ROUTES.countImageList>): Promise<PageResult<CountImageCard>> {
    return this.queries.execute(new ListImagesQuery(body));
  }

  @Route(ROUTES.countImageDelete)
  delete(@RouteParams() params: ParamsOf<typeof ROUTES.countImageDelete>): Promise<void> {
    return this.commands.execute(new DeleteImageCommand(params.id));
  }

  @Route(ROUTES.countImageRecover)
  recover(@RouteParams() params: ParamsOf<typeof ROUTES.countImageRecover>): Promise<void> {
    return this.commands.execute(new RecoverImageCommand(params.id));
  }

  /** The card's photo, streamed with its stored type (the browser never sees a storage key or URL). */
  @Route(ROUTES.countImagePhoto)
  async photo(
    @RouteParams() params: ParamsOf<typeof ROUTES.countImagePhoto>,
    @Res() res: Response,
  ): Promise<void> {
    answerWithPhoto(res, await this.queries.execute(new ImagePhotoQuery(params.imgId)));
  }

  /** A video order's own video, in the byte range the player asks for (Range, 206, 416). */
  @Route(ROUTES.countImageVideo)
  async video(
    @RouteParams() params: ParamsOf<typeof ROUTES.countImageVideo>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    answerWithVideo(res, await this.queries.execute(new ImageVideoQuery(params.imgId, req.headers.range)));
  }

  @Route(ROUTES.countingSummary)
  summary(): Promise<CountingSummary> {
    return this.queries.execute(new CountingSummaryQuery());
  }
}
