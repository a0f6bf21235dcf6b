import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventSubscription, OnEvent } from '@timber/nest-kit';
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
export class DeviceChangedConsumer {
  readonly group = SUBSCRIPTION.group;

  constructor(
    @Inject(DB) private readonly db: Kysely<IngestDb>,
    private readonly copies: CopiesRepository,
    private readonly credentials: CredentialsRepository,
  ) {}

  @OnEvent(SUBSCRIPTION)
  async handle(@Payload() event: EventEnvelope): Promise<void> {
    const change = parseEventPayload('devices.device.changed', event.payload);
    await consumeOnce(this.db, 'ingest', this.group, event, async (trx) => {
      const applied = await this.copies.applyDevice(trx, event.tenantId, change);
      if (applied && change.deleted) {
        await this.credentials.revokeAll(trx, change.deviceId);
      }
    });
  }
}
