import { Controller, Inject } from '@nestjs/common';
import { confirmedLogsOf, type DomainEvent } from '@timber/contracts';
import { DB, type EventSubscription, inboxConsumer, type InboxHandlers } from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
import { CustomerCopyRepository } from '../../customers';
import { type OrdersDb } from '../../orders-db';
import { sheetCopyOf, type SheetKind } from '../domain/sheet-copy';
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
export class SheetConfirmedConsumer extends inboxConsumer(SUBSCRIPTION, 'orders')<OrdersDb> {
  constructor(
    @Inject(DB) protected readonly db: Kysely<OrdersDb>,
    private readonly sheets: SheetCopyRepository,
    private readonly customers: CustomerCopyRepository,
  ) {
    super();
  }

  protected readonly handlers: InboxHandlers<typeof SUBSCRIPTION, OrdersDb> = {
    'inventory.stock-in.confirmed': (event, trx) => this.record(trx, 1, event),
    'inventory.stock-out.confirmed': (event, trx) => this.record(trx, 2, event),
    // a long sheet's further logs: after its confirmation, on the same partition
    'inventory.sheet-logs.confirmed': async ({ tenantId, payload: more }, trx) => {
      const logs = confirmedLogsOf(more)!;
      await this.sheets.addLogs(trx, tenantId, more.sheetId, more.offset, logs);
    },
  };

  private async record(
    trx: Transaction<OrdersDb>,
    kind: SheetKind,
    event: DomainEvent<'inventory.stock-in.confirmed' | 'inventory.stock-out.confirmed'>,
  ): Promise<void> {
    const { payload } = event;
    const { sheet, logs } = sheetCopyOf(kind, payload, event);
    await this.sheets.record(trx, event.tenantId, sheet, logs);
    if (payload.customerName !== undefined) {
      await this.customers.keepKnown(trx, event.tenantId, payload.customerId, payload.customerName);
    }
  }
}
