import { type DynamicModule, Module } from '@nestjs/common';
import { AppValuesModule, dataServiceImports } from '@timber/nest-kit';
import { COUNTING_CONFIG, type CountingConfig } from './config';
import { CountOrdersModule } from './count-orders';
import { HandwritingModule } from './handwriting';
import { ImagesModule } from './images';
import { MediaModule } from './media';
import { RecognitionModule } from './recognition';

/**
 * Counting logs from photos: the media upload in parts, count orders, their images, the point
 * editor's reviews, the image list and the dashboard counts. Recognition runs in
 * apps/recognition-worker, fed by the `recognition` BullMQ queue this service adds to (from its
 * own `counting.image.submitted` events); the worker publishes its progress and results as
 * events, which this service records (RecognitionResultConsumer): counting alone writes its tables.
 * The photos of handwritten diameter sheets go the same way (HandwritingModule).
 */
@Module({})
export class CountingModule {
  static forRoot(config: CountingConfig): DynamicModule {
    return {
      module: CountingModule,
      imports: [
        ...dataServiceImports('counting', config),
        AppValuesModule.forRoot([{ provide: COUNTING_CONFIG, useValue: config }]),
        MediaModule,
        CountOrdersModule,
        ImagesModule,
        // events: its own submitted images, the recognition worker's results
        RecognitionModule,
        // the handwritten diameter sheets' photos, read on the same queue (issue 40)
        HandwritingModule,
      ],
    };
  }
}
