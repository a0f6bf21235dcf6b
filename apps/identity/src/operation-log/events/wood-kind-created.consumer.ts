import { Inject, Injectable } from '@nestjs/common';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventConsumer } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../identity-db';
import { OperationLogRepository } from '../operation-log.repository';

/** Writes "added wood kind" to the operation log, once per event however often it arrives. */
@Injectable()
export class WoodKindCreatedConsumer implements EventConsumer {
  readonly group = 'identity.operation-log';
  readonly topics = ['inventory'];
  readonly types = ['inventory.wood-kind.created'];

  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly log: OperationLogRepository,
  ) {}

  async handle(event: EventEnvelope): Promise<void> {
    const payload = parseEventPayload('inventory.wood-kind.created', event.payload);
    await consumeOnce(this.db, 'identity', this.group, event, (trx) =>
      this.log.append(trx, event.tenantId, {
        username: payload.actorName,
        ip: payload.ip,
        operation: 'server.operation.woodKindCreated',
        params: { name: payload.woodKindName },
        eventId: event.eventId,
      }),
    );
  }
}
