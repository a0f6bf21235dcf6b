import { Controller, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { PART_SIZE } from '@timber/blob-store';
import {
  DomainError,
  MEDIA_PART_FIELD,
  type MediaPartReceipt,
  type MediaStored,
  type MediaUploadPlan,
  type MediaUploadStatus,
  ROUTES,
} from '@timber/contracts';
import { type BodyOf, FileUpload, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../route';
import { BeginUploadCommand } from './commands/begin-upload/begin-upload.command';
import { CompleteUploadCommand } from './commands/complete-upload/complete-upload.command';
import { PutPartCommand } from './commands/put-part/put-part.command';
import { UploadStatusQuery } from './queries/upload-status/upload-status.query';

/**
 * §7 Media upload: a photo or video in parts (10 MB, §9), each sent again on a timeout, resumed
 * after a reload from the status. The BFF streams each part's form through unchanged.
 */
@Controller()
export class MediaController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.mediaUploadBegin)
  begin(@RouteBody() body: BodyOf<typeof ROUTES.mediaUploadBegin>): Promise<MediaUploadPlan> {
    return this.commands.execute(new BeginUploadCommand(body));
  }

  /** Form field `part`: the part's bytes (the exact size is checked against the plan). */
  @Route(ROUTES.mediaUploadPart)
  @FileUpload(MEDIA_PART_FIELD, PART_SIZE)
  putPart(
    @RouteParams() params: ParamsOf<typeof ROUTES.mediaUploadPart>,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<MediaPartReceipt> {
    if (!file) {
      throw new DomainError('IMPORT.NO_FILE', { field: MEDIA_PART_FIELD });
    }
    return this.commands.execute(new PutPartCommand(params.uploadId, params.index, file.buffer));
  }

  @Route(ROUTES.mediaUploadStatus)
  status(@RouteParams() params: ParamsOf<typeof ROUTES.mediaUploadStatus>): Promise<MediaUploadStatus> {
    return this.queries.execute(new UploadStatusQuery(params.uploadId));
  }

  @Route(ROUTES.mediaUploadComplete)
  complete(@RouteParams() params: ParamsOf<typeof ROUTES.mediaUploadComplete>): Promise<MediaStored> {
    return this.commands.execute(new CompleteUploadCommand(params.uploadId));
  }
}
