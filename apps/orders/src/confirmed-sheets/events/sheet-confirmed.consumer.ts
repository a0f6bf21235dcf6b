import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { confirmedLogsOf, type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventSubscription, OnEvent } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { CustomerCopyRepository } from '../../customers/customer-copy.repository';
import { type OrdersDb } from '../../orders-db';
import { sheetCopyOf } from '../domain/sheet-copy';
import { SheetCopyRepository } from '../sheet-copy.repository';

const SUBSCRIPTION = {
  group: 'orders.sheets',
  topics: ['inventory'],
  types: ['inventory.stock-in.confirmed', 'inventory.stock-out.confirmed', 'inventory.sheet-logs.confirmed'],
} as const satisfies EventSubscription;

/**
 * Keeps each confirmed stock-in and stock-out sheet, with its logs (a long sheet's in several
 * events, in order on its partition), once per event however often it arrives (inbox, and the
 * keys of the sheet and its logs): the sheets orders can settle. Events wait in the stream
 * while orders is down and are taken when it is back, so the unsettled list catches up. A sheet
 * names its customer: one orders does not know yet is kept under that name (a renamed or deleted
 * customer is told by its own event, CustomerChangedConsumer).
 */
@Controller()
export class SheetConfirmedConsumer {
  readonly group = SUBSCRIPTION.group;

  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly sheets: SheetCopyRepository,
    private readonly customers: CustomerCopyRepository,
  ) {}

  @OnEvent(SUBSCRIPTION)
  async handle(@Payload() event: EventEnvelope): Promise<void> {
    if (event.type === 'inventory.sheet-logs.confirmed') {
      // a long sheet's further logs: after its confirmation, on the same partition
      const more = parseEventPayload('inventory.sheet-logs.confirmed', event.payload);
      const logs = confirmedLogsOf(more)!;
      await consumeOnce(this.db, 'orders', this.group, event, (trx) =>
        this.sheets.addLogs(trx, event.tenantId, more.sheetId, more.offset, logs),
      );
      return;
    }
    const stockIn = event.type === 'inventory.stock-in.confirmed';
    const kind = stockIn ? 1 : 2;
    const payload = stockIn
      ? parseEventPayload('inventory.stock-in.confirmed', event.payload)
      : parseEventPayload('inventory.stock-out.confirmed', event.payload);
    const { sheet, logs } = sheetCopyOf(kind, payload, event);
    await consumeOnce(this.db, 'orders', this.group, event, async (trx) => {
      await this.sheets.record(trx, event.tenantId, sheet, logs);
      if (payload.customerName !== undefined) {
        await this.customers.keepKnown(trx, event.tenantId, payload.customerId, payload.customerName);
      }
    });
  }
}
