import { Module } from '@nestjs/common';
import { MediaModule } from '../media';
import { RecognitionModule } from '../recognition';
import { SubmitReadingHandler } from './commands/submit-reading/submit-reading.handler';
import { HandwritingResultConsumer } from './events/handwriting-result.consumer';
import { HandwritingSubmittedConsumer } from './events/handwriting-submitted.consumer';
import { HandwritingReadingRepository } from './handwriting-reading.repository';
import { HandwritingController } from './handwriting.controller';
import { ReadingPageHandler } from './queries/reading-page/reading-page.handler';
import { ReadingHandler } from './queries/reading/reading.handler';

/**
 * Reading the photos of handwritten diameter sheets (issue 40): the photo kept and its reading
 * recorded, the `read-handwriting` job queued on the recognition queue from the reading's event,
 * the worker's rows recorded. Counting alone writes its tables, as for photo counts.
 */
@Module({
  imports: [MediaModule, RecognitionModule],
  controllers: [HandwritingController, HandwritingSubmittedConsumer, HandwritingResultConsumer],
  providers: [HandwritingReadingRepository, SubmitReadingHandler, ReadingHandler, ReadingPageHandler],
})
export class HandwritingModule {}
