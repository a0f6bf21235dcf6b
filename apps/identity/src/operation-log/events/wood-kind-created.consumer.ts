import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventSubscription, OnEvent } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../identity-db';
import { OperationLogRepository } from '../operation-log.repository';

const SUBSCRIPTION = {
  group: 'identity.operation-log',
  topics: ['inventory'],
  types: ['inventory.wood-kind.created'],
} as const satisfies EventSubscription;

/** Writes "added wood kind" to the operation log, once per event however often it arrives. */
@Controller()
export class WoodKindCreatedConsumer {
  readonly group = SUBSCRIPTION.group;

  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly log: OperationLogRepository,
  ) {}

  @OnEvent(SUBSCRIPTION)
  async handle(@Payload() event: EventEnvelope): Promise<void> {
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
