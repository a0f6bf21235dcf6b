import { Module } from '@nestjs/common';
import { BeginUploadHandler } from './commands/begin-upload/begin-upload.handler';
import { CompleteUploadHandler } from './commands/complete-upload/complete-upload.handler';
import { PutPartHandler } from './commands/put-part/put-part.handler';
import { MEDIA_PROVIDERS, MEDIA_STORE } from './media-store';
import { MediaController } from './media.controller';
import { MediaRepository } from './media.repository';
import { UploadStatusHandler } from './queries/upload-status/upload-status.handler';
import { UploadSweeper } from './upload-sweeper';

/** The media upload in parts into the blob store, its status, and the sweeper of abandoned uploads. */
@Module({
  controllers: [MediaController],
  providers: [
    ...MEDIA_PROVIDERS,
    MediaRepository,
    BeginUploadHandler,
    PutPartHandler,
    UploadStatusHandler,
    CompleteUploadHandler,
    UploadSweeper,
  ],
  exports: [MediaRepository, MEDIA_STORE],
})
export class MediaModule {}
