import { Controller, Inject } from '@nestjs/common';
import { type DomainEvent, type SawBoardEvent, type SawBoardRevoked } from '@timber/contracts';
import { eventConsumer, type EventHandlers, type EventSubscription, REDIS } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
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

type OrderEvent = DomainEvent<
  'sawing.order.closed' | 'sawing.order.reopened' | 'sawing.order.deleted' | 'sawing.order.logs-taken'
>;

/** What the boards are told of an order's event: the order changed (at its bench when named). */
const orderChanged = ({ type, payload, occurredAt }: OrderEvent): SawBoardEvent => ({
  type,
  orderId: payload.orderId,
  ...('benchId' in payload ? { benchId: payload.benchId } : {}),
  occurredAt,
});

/**
 * Sawing's own outbox, read back from the bus: as an order closes, is reopened, is deleted or takes
 * logs, the tenant's live boards are told (BoardHub, a Redis channel every process listens on);
 * as the tenant's floor links are revoked, the boards opened by older links are closed. Once per
 * event: its id is claimed in Redis (SET NX) before it is passed on, so a redelivery tells no
 * board twice; the board itself changes nothing and reads its figures again.
 */
@Controller()
export class BoardEventsConsumer extends eventConsumer(SUBSCRIPTION) {
  constructor(
    private readonly hub: BoardHub,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SAWING_CONFIG) private readonly config: SawingConfig,
  ) {
    super();
  }

  protected readonly handlers: EventHandlers<typeof SUBSCRIPTION> = {
    'sawing.order.closed': (event) => this.tell(event, orderChanged(event)),
    'sawing.order.reopened': (event) => this.tell(event, orderChanged(event)),
    'sawing.order.deleted': (event) => this.tell(event, orderChanged(event)),
    'sawing.order.logs-taken': (event) => this.tell(event, orderChanged(event)),
    'sawing.floor-links.revoked': (event) =>
      this.tell(event, {
        type: 'sawing.floor-links.revoked',
        generation: event.payload.generation,
        occurredAt: event.occurredAt,
      }),
  };

  /** Passes the message on to the tenant's boards, unless the event's id was claimed before. */
  private async tell(event: DomainEvent, message: SawBoardEvent | SawBoardRevoked): Promise<void> {
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
