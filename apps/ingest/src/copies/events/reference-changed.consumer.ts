import { Controller, Inject } from '@nestjs/common';
import { DB, type EventSubscription, inboxConsumer, type InboxHandlers } from '@timber/nest-kit';
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
export class ReferenceChangedConsumer extends inboxConsumer(SUBSCRIPTION, 'ingest')<IngestDb> {
  constructor(
    @Inject(DB) protected readonly db: Kysely<IngestDb>,
    private readonly copies: CopiesRepository,
  ) {
    super();
  }

  protected readonly handlers: InboxHandlers<typeof SUBSCRIPTION, IngestDb> = {
    'inventory.reference.saved': ({ tenantId, payload }, trx) =>
      this.copies.saveReference(trx, tenantId, payload),
    'inventory.reference.deleted': ({ payload }, trx) => this.copies.deleteReference(trx, payload),
  };
}
