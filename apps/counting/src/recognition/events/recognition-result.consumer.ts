import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventSubscription, OnEvent, loggerFor } from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
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
 * changes nothing.
 */
@Controller()
export class RecognitionResultConsumer {
  readonly group = SUBSCRIPTION.group;
  private readonly log = loggerFor(RecognitionResultConsumer.name);

  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly results: RecognitionResultsRepository,
  ) {}

  @OnEvent(SUBSCRIPTION)
  async handle(@Payload() event: EventEnvelope): Promise<void> {
    if (event.type === 'counting.recognition.completed' && event.version < 2) {
      // version 1 came from counting's own outbox, written when the worker stored its result in
      // counting's tables itself: recorded then, and it carries no circles
      return;
    }
    let recorded: Recorded | undefined;
    const inbox = await consumeOnce(this.db, 'counting', this.group, event, async (trx) => {
      recorded = await this.record(trx, event);
    });
    this.log.debug({ eventId: event.eventId, type: event.type, inbox, recorded }, 'recognition event');
  }

  private record(trx: Transaction<CountingDb>, event: EventEnvelope): Promise<Recorded> {
    const target = { tenantId: event.tenantId };
    switch (event.type) {
      case 'counting.recognition.progressed': {
        const { orderId, imageId, progress } = parseEventPayload(event.type, event.payload);
        return this.results.progressed(trx, { ...target, orderId, imageId }, progress);
      }
      case 'counting.recognition.completed': {
        const { orderId, imageId, modelVersion, width, height, circles, keyframes } = parseEventPayload(
          event.type,
          event.payload,
        );
        return this.results.completed(
          trx,
          { ...target, orderId, imageId },
          { modelVersion, width, height, circles, ...(keyframes ? { keyframes } : {}) },
        );
      }
      case 'counting.recognition.failed': {
        const { orderId, imageId, errorCode } = parseEventPayload(event.type, event.payload);
        return this.results.failed(trx, { ...target, orderId, imageId }, errorCode);
      }
      default:
        throw new Error(`${this.group}: no handling for ${event.type}`);
    }
  }
}
