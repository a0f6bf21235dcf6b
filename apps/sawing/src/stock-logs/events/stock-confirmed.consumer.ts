import { Controller, Inject } from '@nestjs/common';
import { type ConfirmedLogColumns, confirmedLogsOf, type DomainEvent } from '@timber/contracts';
import { DB, type EventSubscription, inboxConsumer, type InboxHandlers } from '@timber/nest-kit';
import { type Kysely, type Transaction } from 'kysely';
import { type SawingDb } from '../../sawing-db';
import { StockLogRepository, type StockSheet } from '../stock-log.repository';

const SUBSCRIPTION = {
  group: 'sawing.stock-logs',
  topics: ['inventory'],
  types: ['inventory.stock-in.confirmed', 'inventory.stock-out.confirmed', 'inventory.sheet-logs.confirmed'],
} as const satisfies EventSubscription;

/**
 * Keeps sawing's copy of the logs in stock from inventory's confirmations, once per event (inbox):
 * a stock-in sheet's logs enter it, a stock-out sheet's take logs out as inventory takes its
 * pieces (StockLogRepository.stockOut). A long sheet's further logs come after its confirmation
 * on the same partition and are applied as the sheet's kind says. An event of version 1 carries
 * no logs: it changes nothing here.
 */
@Controller()
export class StockConfirmedConsumer extends inboxConsumer(SUBSCRIPTION, 'sawing')<SawingDb> {
  constructor(
    @Inject(DB) protected readonly db: Kysely<SawingDb>,
    private readonly logs: StockLogRepository,
  ) {
    super();
  }

  protected readonly handlers: InboxHandlers<typeof SUBSCRIPTION, SawingDb> = {
    'inventory.stock-in.confirmed': (event, trx) => this.confirmed(trx, 1, event),
    'inventory.stock-out.confirmed': (event, trx) => this.confirmed(trx, 2, event),
    'inventory.sheet-logs.confirmed': async ({ tenantId, payload: more }, trx) => {
      const sheet = await this.logs.findSheet(trx, more.sheetId);
      if (!sheet) {
        return; // its confirmation (version 1, without logs) was not kept
      }
      await this.take(trx, tenantId, sheet, confirmedLogsOf(more)!);
    },
  };

  private async confirmed(
    trx: Transaction<SawingDb>,
    kind: StockSheet['kind'],
    {
      tenantId,
      occurredAt,
      payload,
    }: DomainEvent<'inventory.stock-in.confirmed' | 'inventory.stock-out.confirmed'>,
  ): Promise<void> {
    const logs = confirmedLogsOf(payload);
    if (!logs) {
      return;
    }
    const sheet: StockSheet = {
      sheetId: payload.sheetId,
      kind,
      woodKindId: payload.woodKindId,
      woodKindName: payload.woodKindName ?? '',
      locationId: payload.locationId,
      confirmedAt: new Date(occurredAt),
      sheetNo: payload.spu,
    };
    await this.logs.recordSheet(trx, tenantId, sheet);
    await this.take(trx, tenantId, sheet, logs);
  }

  /** A stock-in sheet's logs enter the copy, a stock-out sheet's leave it. */
  private take(trx: Transaction<SawingDb>, tenantId: string, sheet: StockSheet, logs: ConfirmedLogColumns) {
    return sheet.kind === 1
      ? this.logs.stockIn(trx, tenantId, sheet, logs)
      : this.logs.stockOut(trx, tenantId, sheet, logs);
  }
}
