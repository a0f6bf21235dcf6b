import { Controller, Res, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  DomainError,
  HANDWRITING_PHOTO_FIELD,
  HANDWRITING_PHOTO_MAX_BYTES,
  type HandwritingReading,
  ROUTES,
} from '@timber/contracts';
import { FileUpload, type ParamsOf, RouteParams } from '@timber/nest-kit';
import { type Response } from 'express';
import { answerWithPhoto } from '../images';
import { Route } from '../route';
import { SubmitReadingCommand } from './commands/submit-reading/submit-reading.command';
import { ReadingPageQuery } from './queries/reading-page/reading-page.query';
import { ReadingQuery } from './queries/reading/reading.query';

/**
 * The handwritten diameter sheets' photos (§7 /cmw/handwriting/{type}; issue 40): a photo taken,
 * its reading polled, its flat page for the review's crops.
 */
@Controller()
export class HandwritingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.handwritingRead)
  @FileUpload(HANDWRITING_PHOTO_FIELD, HANDWRITING_PHOTO_MAX_BYTES)
  read(
    @RouteParams() params: ParamsOf<typeof ROUTES.handwritingRead>,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<HandwritingReading> {
    if (!file || file.buffer.length === 0) {
      throw new DomainError('IMPORT.NO_FILE', { field: HANDWRITING_PHOTO_FIELD });
    }
    return this.commands.execute(new SubmitReadingCommand(params.type === '1' ? 1 : 2, file.buffer));
  }

  @Route(ROUTES.handwritingReading)
  reading(@RouteParams() params: ParamsOf<typeof ROUTES.handwritingReading>): Promise<HandwritingReading> {
    return this.queries.execute(new ReadingQuery(params.id));
  }

  @Route(ROUTES.handwritingReadingPage)
  async page(
    @RouteParams() params: ParamsOf<typeof ROUTES.handwritingReadingPage>,
    @Res() res: Response,
  ): Promise<void> {
    answerWithPhoto(res, await this.queries.execute(new ReadingPageQuery(params.id)));
  }
}
