import { Payload } from '@nestjs/microservices';
import { type EventEnvelope } from '@timber/contracts';
import { GroupedInbox } from '@timber/events';
import { type Kysely, type Transaction } from 'kysely';
import { type EventSubscription, OnEvent, OnEventBatch } from './event-bus.transport';
import { loggerFor } from './logger';

/**
 * The base of a busy consumer whose events are written in groups (GroupedInbox): the events that
 * arrive together, and the reads of the bus at once (with the other partitions' reads, into groups
 * of up to 64 events), in one transaction, each exactly once. A subclass is a `@Controller()`
 * that injects its database as `db` and writes a group in `work` (its subscription is checked
 * against the event catalogue where it is declared, `satisfies EventSubscription`):
 *
 *   class SheetsConsumer extends groupedConsumer(SUBSCRIPTION, 'inventory') {
 *     constructor(@Inject(DB) protected readonly db: Kysely<InventoryDb>) { super(); }
 *     protected work(trx, tenantId, events) { … }
 *   }
 */
export function groupedConsumer<DB>(subscription: EventSubscription<string>, schema: string) {
  abstract class GroupedConsumer {
    readonly group = subscription.group;
    protected abstract readonly db: Kysely<DB>;
    private inbox?: GroupedInbox<DB>;

    /** Writes a group of new events of one tenant, in the inbox's transaction. */
    protected abstract work(
      trx: Transaction<DB>,
      tenantId: string,
      events: readonly EventEnvelope[],
    ): Promise<void>;

    @OnEvent<string>(subscription)
    handle(@Payload() event: EventEnvelope): Promise<void> {
      return this.grouped().handle(event);
    }

    @OnEventBatch<string>(subscription)
    handleBatch(@Payload() events: readonly EventEnvelope[]): Promise<void> {
      return this.grouped().handleMany(events);
    }

    private grouped(): GroupedInbox<DB> {
      this.inbox ??= new GroupedInbox({
        db: this.db,
        schema,
        consumer: subscription.group,
        work: (trx, tenantId, events) => this.work(trx, tenantId, events),
        logger: loggerFor(this.constructor.name),
      });
      return this.inbox;
    }
  }
  return GroupedConsumer;
}
