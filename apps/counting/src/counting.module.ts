import { type DynamicModule, Module } from '@nestjs/common';
import { dataServiceImports } from '@timber/nest-kit';
import { COUNTING_CONFIG, type CountingConfig } from './config';
import { ConfirmImageHandler } from './count-orders/commands/confirm-image/confirm-image.handler';
import { CreateCountOrderHandler } from './count-orders/commands/create-count-order/create-count-order.handler';
import { DeleteCountOrderHandler } from './count-orders/commands/delete-count-order/delete-count-order.handler';
import { SaveReviewHandler } from './count-orders/commands/save-review/save-review.handler';
import { VerifyCountOrderHandler } from './count-orders/commands/verify-count-order/verify-count-order.handler';
import { CountOrderRepository } from './count-orders/count-order.repository';
import { CountOrdersController } from './count-orders/count-orders.controller';
import { GetCountOrderHandler } from './count-orders/queries/get-count-order/get-count-order.handler';
import { ListCountOrdersHandler } from './count-orders/queries/list-count-orders/list-count-orders.handler';
import { DeleteImageHandler } from './images/commands/delete-image/delete-image.handler';
import { RecoverImageHandler } from './images/commands/recover-image/recover-image.handler';
import { SendFeedbackHandler } from './images/commands/send-feedback/send-feedback.handler';
import { FeedbackController } from './images/feedback.controller';
import { ImageRepository } from './images/image.repository';
import { ImagesController } from './images/images.controller';
import { CountingSummaryHandler } from './images/queries/counting-summary/counting-summary.handler';
import { ImagePhotoHandler } from './images/queries/image-photo/image-photo.handler';
import { ImageVideoHandler } from './images/queries/image-video/image-video.handler';
import { ListImagesHandler } from './images/queries/list-images/list-images.handler';
import { BeginUploadHandler } from './media/commands/begin-upload/begin-upload.handler';
import { CompleteUploadHandler } from './media/commands/complete-upload/complete-upload.handler';
import { PutPartHandler } from './media/commands/put-part/put-part.handler';
import { MEDIA_PROVIDERS } from './media/media-store';
import { MediaController } from './media/media.controller';
import { MediaRepository } from './media/media.repository';
import { UploadStatusHandler } from './media/queries/upload-status/upload-status.handler';
import { UploadSweeper } from './media/upload-sweeper';
import { ImageSubmittedConsumer } from './recognition/events/image-submitted.consumer';
import { RecognitionResultConsumer } from './recognition/events/recognition-result.consumer';
import { RecognitionQueue } from './recognition/recognition-queue';
import { RecognitionResultsRepository } from './recognition/recognition-results.repository';

/**
 * Counting logs from photos: the media upload in parts, count orders, their images, the point
 * editor's reviews, the image list and the dashboard counts. Recognition runs in
 * apps/recognition-worker, fed by the `recognition` BullMQ queue this service adds to (from its
 * own `counting.image.submitted` events); the worker publishes its progress and results as
 * events, which this service records (RecognitionResultConsumer): counting alone writes its tables.
 */
@Module({})
export class CountingModule {
  static forRoot(config: CountingConfig): DynamicModule {
    return {
      module: CountingModule,
      imports: dataServiceImports('counting', config),
      controllers: [
        CountOrdersController,
        ImagesController,
        FeedbackController,
        MediaController,
        // events: its own submitted images, the recognition worker's results
        ImageSubmittedConsumer,
        RecognitionResultConsumer,
      ],
      providers: [
        { provide: COUNTING_CONFIG, useValue: config },
        ...MEDIA_PROVIDERS,
        RecognitionQueue,
        RecognitionResultsRepository,
        CountOrderRepository,
        ImageRepository,
        CreateCountOrderHandler,
        DeleteCountOrderHandler,
        VerifyCountOrderHandler,
        SaveReviewHandler,
        ConfirmImageHandler,
        ListCountOrdersHandler,
        GetCountOrderHandler,
        DeleteImageHandler,
        RecoverImageHandler,
        SendFeedbackHandler,
        ListImagesHandler,
        CountingSummaryHandler,
        ImagePhotoHandler,
        ImageVideoHandler,
        MediaRepository,
        BeginUploadHandler,
        PutPartHandler,
        UploadStatusHandler,
        CompleteUploadHandler,
        UploadSweeper,
      ],
    };
  }
}
