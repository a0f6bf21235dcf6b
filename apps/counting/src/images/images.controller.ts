import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  countIdParamSchema,
  type CountImageCard,
  countImageIdParamSchema,
  countImagePageQuerySchema,
  type CountingSummary,
  type PageResult,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type Request, type Response } from 'express';
import { type z } from 'zod';
import { DeleteImageCommand } from './commands/delete-image/delete-image.command';
import { RecoverImageCommand } from './commands/recover-image/recover-image.command';
import { answerWithPhoto, answerWithVideo } from './photo-answer';
import { CountingSummaryQuery } from './queries/counting-summary/counting-summary.query';
import { ImagePhotoQuery } from './queries/image-photo/image-photo.query';
import { ImageVideoQuery } from './queries/image-video/image-video.query';
import { ListImagesQuery } from './queries/list-images/list-images.query';

type Id = z.infer<typeof countIdParamSchema>;

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

  @Post(['oss/m/pageImg', 'count/img/page'])
  @HttpCode(200)
  page(
    @Body(new ZodPipe(countImagePageQuerySchema)) body: z.infer<typeof countImagePageQuerySchema>,
  ): Promise<PageResult<CountImageCard>> {
    return this.queries.execute(new ListImagesQuery(body));
  }

  @Post('count/img/delete/:id')
  @HttpCode(200)
  delete(@Param(new ZodPipe(countIdParamSchema)) params: Id): Promise<void> {
    return this.commands.execute(new DeleteImageCommand(params.id));
  }

  @Post('count/img/recover/:id')
  @HttpCode(200)
  recover(@Param(new ZodPipe(countIdParamSchema)) params: Id): Promise<void> {
    return this.commands.execute(new RecoverImageCommand(params.id));
  }

  /** The card's photo, streamed with its stored type (the browser never sees a storage key or URL). */
  @Get('count/img/photo/:imgId')
  async photo(
    @Param(new ZodPipe(countImageIdParamSchema)) params: z.infer<typeof countImageIdParamSchema>,
    @Res() res: Response,
  ): Promise<void> {
    answerWithPhoto(res, await this.queries.execute(new ImagePhotoQuery(params.imgId)));
  }

  /** A video order's own video, in the byte range the player asks for (Range, 206, 416). */
  @Get('count/img/video/:imgId')
  async video(
    @Param(new ZodPipe(countImageIdParamSchema)) params: z.infer<typeof countImageIdParamSchema>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    answerWithVideo(res, await this.queries.execute(new ImageVideoQuery(params.imgId, req.headers.range)));
  }

  @Get('count/img/summary')
  summary(): Promise<CountingSummary> {
    return this.queries.execute(new CountingSummaryQuery());
  }
}
