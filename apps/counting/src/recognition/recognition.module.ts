import { Module } from '@nestjs/common';
import { CountOrdersModule } from '../count-orders';
import { ImageSubmittedConsumer } from './events/image-submitted.consumer';
import { RecognitionResultConsumer } from './events/recognition-result.consumer';
import { RecognitionQueue } from './recognition-queue';
import { RecognitionResultsRepository } from './recognition-results.repository';

/**
 * Recognition: submitted images go to the `recognition` BullMQ queue the worker takes from; its
 * progress and results, published as events, are recorded here.
 */
@Module({
  imports: [CountOrdersModule],
  controllers: [ImageSubmittedConsumer, RecognitionResultConsumer],
  providers: [RecognitionQueue, RecognitionResultsRepository],
  // the handwritten sheets' readings go on the same queue
  exports: [RecognitionQueue],
})
export class RecognitionModule {}
