import { Controller, Inject } from '@nestjs/common';
import { OSS_TYPE } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB, eventConsumer, type EventHandlers, type EventSubscription, loggerFor } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../counting-db';
import { awaitsRecognition } from '../domain/recognition-rules';
import { RecognitionQueue } from '../recognition-queue';

const SUBSCRIPTION = {
  group: 'counting.recognition-queue',
  topics: ['counting'],
  types: ['counting.image.submitted'],
} as const satisfies EventSubscription;

/**
 * Queues the recognition of each submitted image (`recognize-video` when the order is a video).
 * BullMQ is not transactional with PostgreSQL, so the order's transaction writes
 * `counting.image.submitted` to the outbox and this consumer adds the job afterwards: an image
 * committed is always queued (the bus delivers at least once and retries a failed add), and a
 * redelivered event adds nothing (the job id is the image's). The image is reloaded under the
 * event's tenant: the job names its media key (the worker reads no table), and an image whose
 * order was deleted, or that has its outcome already, is not queued.
 */
@Controller()
export class ImageSubmittedConsumer extends eventConsumer(SUBSCRIPTION) {
  private readonly log = loggerFor(ImageSubmittedConsumer.name);

  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly queue: RecognitionQueue,
  ) {
    super();
  }

  protected readonly handlers: EventHandlers<typeof SUBSCRIPTION> = {
    'counting.image.submitted': async ({ tenantId, correlationId, payload: submitted }) => {
      const image = await withTenant(this.db, tenantId, (trx) =>
        trx
          .selectFrom('counting.count_images as i')
          .innerJoin('counting.count_orders as o', 'o.id', 'i.order_id')
          .select(['i.media_key', 'i.status'])
          .where('i.id', '=', submitted.imageId)
          .where('i.order_id', '=', submitted.orderId)
          .where('o.deleted_at', 'is', null)
          .executeTakeFirst(),
      );
      if (!image || !awaitsRecognition(image.status)) {
        this.log.info(
          { imageId: submitted.imageId, found: image ? 'finished' : 'gone' },
          'nothing to recognise',
        );
        return;
      }
      await this.queue.addRecognition(
        {
          tenantId,
          orderId: submitted.orderId,
          imageId: submitted.imageId,
          mediaKey: image.media_key,
          correlationId,
        },
        submitted.ossType === OSS_TYPE.VIDEO,
      );
    },
  };
}
