import { Inject, Injectable } from '@nestjs/common';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventConsumer } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { CredentialsRepository } from '../../enrolment/credentials.repository';
import { type IngestDb } from '../../ingest-db';
import { CopiesRepository } from '../copies.repository';

/**
 * Keeps ingest's copy of each device (standards, range, on/off) from devices.device.changed, once
 * per event and only when the change is newer. A deleted device loses its credentials and codes.
 */
@Injectable()
export class DeviceChangedConsumer implements EventConsumer {
  readonly group = 'ingest.devices';
  readonly topics = ['devices'];
  readonly types = ['devices.device.changed'];

  constructor(
    @Inject(DB) private readonly db: Kysely<IngestDb>,
    private readonly copies: CopiesRepository,
    private readonly credentials: CredentialsRepository,
  ) {}

  async handle(event: EventEnvelope): Promise<void> {
    const change = parseEventPayload('devices.device.changed', event.payload);
    await consumeOnce(this.db, 'ingest', this.group, event, async (trx) => {
      const applied = await this.copies.applyDevice(trx, event.tenantId, change);
      if (applied && change.deleted) {
        await this.credentials.revokeAll(trx, change.deviceId);
      }
    });
  }
}
