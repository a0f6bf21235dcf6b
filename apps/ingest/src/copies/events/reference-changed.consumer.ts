import { Inject, Injectable } from '@nestjs/common';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventConsumer } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IngestDb } from '../../ingest-db';
import { CopiesRepository } from '../copies.repository';

/** Keeps ingest's copy of the wood kinds, locations and customers devices may name, once per event. */
@Injectable()
export class ReferenceChangedConsumer implements EventConsumer {
  readonly group = 'ingest.references';
  readonly topics = ['inventory'];
  readonly types = ['inventory.reference.saved', 'inventory.reference.deleted'];

  constructor(
    @Inject(DB) private readonly db: Kysely<IngestDb>,
    private readonly copies: CopiesRepository,
  ) {}

  async handle(event: EventEnvelope): Promise<void> {
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
