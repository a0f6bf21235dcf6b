import { Controller, Inject } from '@nestjs/common';
import { DB, type EventSubscription, inboxConsumer, type InboxHandlers, loggerFor } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../counting-db';
import { HandwritingReadingRepository } from '../handwriting-reading.repository';

const SUBSCRIPTION = {
  group: 'counting.handwriting-results',
  topics: ['counting'],
  types: ['counting.handwriting.read', 'counting.handwriting.failed'],
} as const satisfies EventSubscription;

/**
 * Records what the recognition worker read from a sheet's photo (the worker has no database):
 * the rows and the flat page's key, or what to retake. Once per reading: a repeated event (the
 * inbox) or a second outcome of a job run again (the reading no longer waits) changes nothing.
 */
@Controller()
export class HandwritingResultConsumer extends inboxConsumer(SUBSCRIPTION, 'counting')<CountingDb> {
  private readonly log = loggerFor(HandwritingResultConsumer.name);

  constructor(
    @Inject(DB) protected readonly db: Kysely<CountingDb>,
    private readonly readings: HandwritingReadingRepository,
  ) {
    super();
  }

  protected readonly handlers: InboxHandlers<typeof SUBSCRIPTION, CountingDb> = {
    'counting.handwriting.read': async ({ eventId, payload }, trx) => {
      const { readingId, rows, pageKey, modelVersion } = payload;
      const recorded = await this.readings.read(trx, readingId, { rows, pageKey, modelVersion });
      this.log.debug({ eventId, readingId, recorded }, 'handwriting read');
    },
    'counting.handwriting.failed': async ({ eventId, payload }, trx) => {
      const recorded = await this.readings.failed(trx, payload.readingId, payload.problem);
      this.log.debug({ eventId, readingId: payload.readingId, recorded }, 'handwriting failed');
    },
  };
}
