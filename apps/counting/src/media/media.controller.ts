import { Body, Controller, Get, HttpCode, Param, Post, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { PART_SIZE } from '@timber/blob-store';
import {
  DomainError,
  MEDIA_PART_FIELD,
  type MediaPartReceipt,
  type MediaStored,
  mediaUploadBeginSchema,
  mediaUploadParamSchema,
  mediaUploadPartParamSchema,
  type MediaUploadPlan,
  type MediaUploadStatus,
} from '@timber/contracts';
import { FileUpload, ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { BeginUploadCommand } from './commands/begin-upload/begin-upload.command';
import { CompleteUploadCommand } from './commands/complete-upload/complete-upload.command';
import { PutPartCommand } from './commands/put-part/put-part.command';
import { UploadStatusQuery } from './queries/upload-status/upload-status.query';

type UploadParam = z.infer<typeof mediaUploadParamSchema>;
type PartParam = z.infer<typeof mediaUploadPartParamSchema>;

/**
 * §7 Media upload: a photo or video in parts (10 MB, §9), each sent again on a timeout, resumed
 * after a reload from the status. The BFF streams each part's form through unchanged.
 */
@Controller('media/upload')
export class MediaController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('begin')
  @HttpCode(200)
  begin(
    @Body(new ZodPipe(mediaUploadBeginSchema)) body: z.infer<typeof mediaUploadBeginSchema>,
  ): Promise<MediaUploadPlan> {
    return this.commands.execute(new BeginUploadCommand(body));
  }

  /** Form field `part`: the part's bytes (the exact size is checked against the plan). */
  @Post(':uploadId/part/:index')
  @HttpCode(200)
  @FileUpload(MEDIA_PART_FIELD, PART_SIZE)
  putPart(
    @Param(new ZodPipe(mediaUploadPartParamSchema)) params: PartParam,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<MediaPartReceipt> {
    if (!file) {
      throw new DomainError('IMPORT.NO_FILE', { field: MEDIA_PART_FIELD });
    }
    return this.commands.execute(new PutPartCommand(params.uploadId, params.index, file.buffer));
  }

  @Get(':uploadId')
  status(@Param(new ZodPipe(mediaUploadParamSchema)) params: UploadParam): Promise<MediaUploadStatus> {
    return this.queries.execute(new UploadStatusQuery(params.uploadId));
  }

  @Post(':uploadId/complete')
  @HttpCode(200)
  complete(@Param(new ZodPipe(mediaUploadParamSchema)) params: UploadParam): Promise<MediaStored> {
    return this.commands.execute(new CompleteUploadCommand(params.uploadId));
  }
}
