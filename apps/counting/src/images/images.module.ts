import { Module } from '@nestjs/common';
import { CountOrdersModule } from '../count-orders';
import { MediaModule } from '../media';
import { DeleteImageHandler } from './commands/delete-image/delete-image.handler';
import { RecoverImageHandler } from './commands/recover-image/recover-image.handler';
import { SendFeedbackHandler } from './commands/send-feedback/send-feedback.handler';
import { FeedbackController } from './feedback.controller';
import { ImageRepository } from './image.repository';
import { ImagesController } from './images.controller';
import { CountingSummaryHandler } from './queries/counting-summary/counting-summary.handler';
import { ImagePhotoHandler } from './queries/image-photo/image-photo.handler';
import { ImageVideoHandler } from './queries/image-video/image-video.handler';
import { ListImagesHandler } from './queries/list-images/list-images.handler';

/** The images of count orders: the list, delete and recover, feedback, the photo and video, the dashboard counts. */
@Module({
  imports: [CountOrdersModule, MediaModule],
  controllers: [ImagesController, FeedbackController],
  providers: [
    ImageRepository,
    DeleteImageHandler,
    RecoverImageHandler,
    SendFeedbackHandler,
    ListImagesHandler,
    CountingSummaryHandler,
    ImagePhotoHandler,
    ImageVideoHandler,
  ],
})
export class ImagesModule {}
