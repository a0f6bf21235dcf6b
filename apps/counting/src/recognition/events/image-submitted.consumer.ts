import { Injectable } from '@nestjs/common';
import { type EventEnvelope, OSS_TYPE, parseEventPayload } from '@timber/contracts';
import { type EventConsumer } from '@timber/nest-kit';
import { RecognitionQueue } from '../recognition-queue';

/**
 * Queues the recognition of each submitted image (`recognize-video` when the order is a video). BullMQ is not transactional with PostgreSQL, so
 * the order's transaction writes `counting.image.submitted` to the outbox and this consumer adds
 * the job afterwards: an image committed is always queued (the bus delivers at least once and
 * retries a failed add), and a redelivered event adds nothing (the job id is the image's).
 */
@Injectable()
export class ImageSubmittedConsumer implements EventConsumer {
  readonly group = 'counting.recognition-queue';
  readonly topics = ['counting'];
  readonly types = ['counting.image.submitted'];

  constructor(private readonly queue: RecognitionQueue) {}

  async handle(event: EventEnvelope): Promise<void> {
    const submitted = parseEventPayload('counting.image.submitted', event.payload);
    await this.queue.addRecognition(
      {
        tenantId: event.tenantId,
        orderId: submitted.orderId,
        imageId: submitted.imageId,
        correlationId: event.correlationId,
      },
      submitted.ossType === OSS_TYPE.VIDEO,
    );
  }
}
