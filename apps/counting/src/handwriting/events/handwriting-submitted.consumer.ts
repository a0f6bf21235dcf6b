import { Controller, Inject } from '@nestjs/common';
import { withTenant } from '@timber/db';
import { DB, eventConsumer, type EventHandlers, type EventSubscription, loggerFor } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../counting-db';
import { RecognitionQueue } from '../../recognition';
import { HandwritingReadingRepository } from '../handwriting-reading.repository';

const SUBSCRIPTION = {
  group: 'counting.handwriting-queue',
  topics: ['counting'],
  types: ['counting.handwriting.submitted'],
} as const satisfies EventSubscription;

/**
 * Queues the reading of each submitted sheet photo (`read-handwriting` on the recognition queue),
 * as ImageSubmittedConsumer does for photo counts: the reading's transaction wrote the event, so
 * a reading committed is always queued; a redelivered event adds nothing (the job id is the
 * reading's), and a reading already read or failed is not queued again.
 */
@Controller()
export class HandwritingSubmittedConsumer extends eventConsumer(SUBSCRIPTION) {
  private readonly log = loggerFor(HandwritingSubmittedConsumer.name);

  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly readings: HandwritingReadingRepository,
    private readonly queue: RecognitionQueue,
  ) {
    super();
  }

  protected readonly handlers: EventHandlers<typeof SUBSCRIPTION> = {
    'counting.handwriting.submitted': async ({ tenantId, correlationId, payload }) => {
      const waiting = await withTenant(this.db, tenantId, (trx) =>
        this.readings.waiting(trx, payload.readingId),
      );
      if (!waiting) {
        this.log.info({ readingId: payload.readingId }, 'nothing to read');
        return;
      }
      await this.queue.addHandwritingReading({
        tenantId,
        readingId: payload.readingId,
        template: payload.template,
        mediaKey: waiting.media_key,
        correlationId,
      });
    },
  };
}
