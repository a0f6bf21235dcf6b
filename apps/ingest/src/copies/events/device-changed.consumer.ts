import { Controller, Inject } from '@nestjs/common';
import { DB, type EventSubscription, inboxConsumer, type InboxHandlers } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { CredentialsRepository } from '../../enrolment';
import { type IngestDb } from '../../ingest-db';
import { CopiesRepository } from '../copies.repository';

const SUBSCRIPTION = {
  group: 'ingest.devices',
  topics: ['devices'],
  types: ['devices.device.changed'],
} as const satisfies EventSubscription;

/**
 * Keeps ingest's copy of each device (standards, range, on/off) from devices.device.changed, once
 * per event and only when the change is newer. A deleted device loses its credentials and codes.
 */
@Controller()
export class DeviceChangedConsumer extends inboxConsumer(SUBSCRIPTION, 'ingest')<IngestDb> {
  constructor(
    @Inject(DB) protected readonly db: Kysely<IngestDb>,
    private readonly copies: CopiesRepository,
    private readonly credentials: CredentialsRepository,
  ) {
    super();
  }

  protected readonly handlers: InboxHandlers<typeof SUBSCRIPTION, IngestDb> = {
    'devices.device.changed': async ({ tenantId, payload: change }, trx) => {
      const applied = await this.copies.applyDevice(trx, tenantId, change);
      if (applied && change.deleted) {
        await this.credentials.revokeAll(trx, change.deviceId);
      }
    },
  };
}
