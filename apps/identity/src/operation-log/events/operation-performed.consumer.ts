import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type EventEnvelope,
  type EventType,
  operationMessageId,
  operationPerformedPayload,
} from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventSubscription, OnEvent } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../identity-db';
import { OperationLogRepository } from '../operation-log.repository';

const SERVICES = [
  'identity',
  'inventory',
  'devices',
  'ingest',
  'counting',
  'orders',
  'sawing',
  'billing',
] as const;

const SUBSCRIPTION = {
  group: 'identity.operation-log',
  topics: [...SERVICES],
  types: SERVICES.map((service): EventType => `${service}.operation.performed`),
} as const satisfies EventSubscription;

/**
 * The operation log's entries: each service's `<service>.operation.performed`, written in the
 * transaction of a user's write (nest-kit's operation record), becomes one line, once per event
 * however often it arrives, dated when it happened.
 */
@Controller()
export class OperationPerformedConsumer {
  readonly group = SUBSCRIPTION.group;

  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly log: OperationLogRepository,
  ) {}

  @OnEvent(SUBSCRIPTION)
  async handle(@Payload() event: EventEnvelope): Promise<void> {
    const payload = operationPerformedPayload.parse(event.payload);
    await consumeOnce(this.db, 'identity', this.group, event, (trx) =>
      this.log.append(trx, event.tenantId, {
        userId: payload.userId,
        username: payload.username,
        ip: payload.ip,
        operation: operationMessageId(payload.operation),
        params: payload.params,
        eventId: event.eventId,
        at: event.occurredAt,
      }),
    );
  }
}
