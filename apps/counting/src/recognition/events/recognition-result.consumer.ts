import { Controller, Inject } from '@nestjs/common';
import { DB, type EventSubscription, inboxConsumer, type InboxHandlers, loggerFor } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../counting-db';
import { RecognitionResultsRepository, type Recorded } from '../recognition-results.repository';

const SUBSCRIPTION = {
  group: 'counting.recognition-results',
  topics: ['counting'],
  types: ['counting.recognition.progressed', 'counting.recognition.completed', 'counting.recognition.failed'],
} as const satisfies EventSubscription;

/**
 * Records what the recognition worker publishes (DESIGN: the worker computes, counting owns its
 * data): `counting.recognition.progressed` (the image in recognition), `.completed` (the result,
 * a video's keyframes with it) and `.failed`, each in one transaction with the inbox row, the
 * image, and the order's status through the one place that counts up its revision and writes
 * `counting.order.status-changed` to the outbox. The worker publishes at least once; a repeated
 * event (same id: the inbox) or a repeated outcome (a job run again: the image no longer waits)
 * changes nothing. A `.completed` of version 1 came from counting's own outbox, written when the
 * worker stored its result in counting's tables itself: recorded then, it is skipped (the
 * catalogue's minVersion).
 */
@Controller()
export class RecognitionResultConsumer extends inboxConsumer(SUBSCRIPTION, 'counting')<CountingDb> {
  private readonly log = loggerFor(RecognitionResultConsumer.name);

  constructor(
    @Inject(DB) protected readonly db: Kysely<CountingDb>,
    private readonly results: RecognitionResultsRepository,
  ) {
    super();
  }

  protected readonly handlers: InboxHandlers<typeof SUBSCRIPTION, CountingDb> = {
    'counting.recognition.progressed': async ({ eventId, tenantId, payload }, trx) => {
      const { orderId, imageId, progress } = payload;
      this.recorded(eventId, await this.results.progressed(trx, { tenantId, orderId, imageId }, progress));
    },
    'counting.recognition.completed': async ({ eventId, tenantId, payload }, trx) => {
      const { orderId, imageId, modelVersion, width, height, circles, keyframes, video } = payload;
      const recorded = await this.results.completed(
        trx,
        { tenantId, orderId, imageId },
        {
          modelVersion,
          width,
          height,
          circles,
          ...(keyframes ? { keyframes } : {}),
          ...(video ? { video } : {}),
        },
      );
      this.recorded(eventId, recorded);
    },
    'counting.recognition.failed': async ({ eventId, tenantId, payload }, trx) => {
      const { orderId, imageId, errorCode } = payload;
      this.recorded(eventId, await this.results.failed(trx, { tenantId, orderId, imageId }, errorCode));
    },
  };

  private recorded(eventId: string, recorded: Recorded): void {
    this.log.debug({ eventId, recorded }, 'recognition event');
  }
}
