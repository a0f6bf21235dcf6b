import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventSubscription, OnEvent } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IngestDb } from '../../ingest-db';
import { CopiesRepository } from '../copies.repository';

const SUBSCRIPTION = {
  group: 'ingest.references',
  topics: ['inventory'],
  types: ['inventory.reference.saved', 'inventory.reference.deleted'],
} as const satisfies EventSubscription;

/** Keeps ingest's copy of the wood kinds, locations and customers devices may name, once per event. */
@Controller()
export class ReferenceChangedConsumer {
  readonly group = SUBSCRIPTION.group;

  constructor(
    @Inject(DB) private readonly db: Kysely<IngestDb>,
    private readonly copies: CopiesRepository,
  ) {}

  @OnEvent(SUBSCRIPTION)
  async handle(@Payload() event: EventEnvelope): Promise<void> {
    await consumeOnce(this.db, 'ingest', this.group, event, async (trx) => {
      if (event.type === 'inventory.reference.saved') {
        await this.copies.saveReference(trx, event.tenantId, parseEventPayload(event.type, event.payload));
      } else {
        await this.copies.deleteReference(
          trx,
          parseEventPayload('inventory.reference.deleted', event.payload),
        );
      }
    });
  }
}
