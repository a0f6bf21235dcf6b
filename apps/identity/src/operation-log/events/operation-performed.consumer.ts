import { Controller, Inject } from '@nestjs/common';
import { type DomainEvent, operationMessageId } from '@timber/contracts';
import {
  DB,
  type EventSubscription,
  handlerForEach,
  inboxConsumer,
  type InboxHandlers,
  type SubscribedType,
} from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
import { type IdentityDb } from '../../identity-db';
import { OperationLogRepository } from '../operation-log.repository';

const SUBSCRIPTION = {
  group: 'identity.operation-log',
  topics: ['identity', 'inventory', 'devices', 'ingest', 'counting', 'orders', 'sawing', 'billing'],
  types: [
    'identity.operation.performed',
    'inventory.operation.performed',
    'devices.operation.performed',
    'ingest.operation.performed',
    'counting.operation.performed',
    'orders.operation.performed',
    'sawing.operation.performed',
    'billing.operation.performed',
  ],
} as const satisfies EventSubscription;

/**
 * The operation log's entries: each service's `<service>.operation.performed`, written in the
 * transaction of a user's write (nest-kit's operation record), becomes one line, once per event
 * however often it arrives, dated when it happened.
 */
@Controller()
export class OperationPerformedConsumer extends inboxConsumer(SUBSCRIPTION, 'identity')<IdentityDb> {
  constructor(
    @Inject(DB) protected readonly db: Kysely<IdentityDb>,
    private readonly log: OperationLogRepository,
  ) {
    super();
  }

  protected readonly handlers: InboxHandlers<typeof SUBSCRIPTION, IdentityDb> = handlerForEach(
    SUBSCRIPTION.types,
    (event: DomainEvent<SubscribedType<typeof SUBSCRIPTION>>, trx: Transaction<IdentityDb>) =>
      this.log.append(trx, event.tenantId, {
        userId: event.payload.userId,
        username: event.payload.username,
        ip: event.payload.ip,
        operation: operationMessageId(event.payload.operation),
        params: event.payload.params,
        eventId: event.eventId,
        at: event.occurredAt,
      }),
  );
}
