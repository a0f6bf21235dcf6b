import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type EventEnvelope,
  parseEventPayload,
  type SawBoardEvent,
  type SawBoardRevoked,
} from '@timber/contracts';
import { type EventSubscription, OnEvent, REDIS } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { z } from 'zod';
import { SAWING_CONFIG, type SawingConfig } from '../../config';
import { BoardHub } from '../board-hub';

const SUBSCRIPTION = {
  group: 'sawing.board',
  topics: ['sawing'],
  types: [
    'sawing.order.closed',
    'sawing.order.reopened',
    'sawing.order.deleted',
    'sawing.order.logs-taken',
    'sawing.floor-links.revoked',
  ],
} as const satisfies EventSubscription;

/** (chosen) how long an event's id is remembered against a second delivery */
const SEEN_SECONDS = 24 * 3600;

/** What the board needs of an order's events: the order (and its bench when named). */
const orderRef = z.object({ orderId: z.uuid(), benchId: z.uuid().optional() });

/**
 * Sawing's own outbox, read back from the bus: as an order closes, is reopened, is deleted or takes
 * logs, the tenant's live boards are told (BoardHub, a Redis channel every process listens on);
 * as the tenant's floor links are revoked, the boards opened by older links are closed. Once per
 * event: its id is claimed in Redis (SET NX) before it is passed on, so a redelivery tells no
 * board twice; the board itself changes nothing and reads its figures again.
 */
@Controller()
export class BoardEventsConsumer {
  readonly group = SUBSCRIPTION.group;

  constructor(
    private readonly hub: BoardHub,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SAWING_CONFIG) private readonly config: SawingConfig,
  ) {}

  @OnEvent(SUBSCRIPTION)
  async handle(@Payload() event: EventEnvelope): Promise<void> {
    const message = boardMessageOf(event);
    const first = await this.redis.set(
      `${this.config.EVENT_STREAM_PREFIX}:saw-board:seen:${event.eventId}`,
      '1',
      'EX',
      SEEN_SECONDS,
      'NX',
    );
    if (first === null) {
      return;
    }
    await this.hub.publish(event.tenantId, message);
  }
}

/** What the boards are told of an event: an order changed, or the tenant's links were revoked. */
function boardMessageOf(event: EventEnvelope): SawBoardEvent | SawBoardRevoked {
  if (event.type === 'sawing.floor-links.revoked') {
    const { generation } = parseEventPayload('sawing.floor-links.revoked', event.payload);
    return { type: 'sawing.floor-links.revoked', generation, occurredAt: event.occurredAt };
  }
  const ref = orderRef.parse(event.payload);
  return {
    type: event.type,
    orderId: ref.orderId,
    ...(ref.benchId ? { benchId: ref.benchId } : {}),
    occurredAt: event.occurredAt,
  };
}
