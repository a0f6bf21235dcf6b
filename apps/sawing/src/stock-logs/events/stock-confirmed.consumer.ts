import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { confirmedLogsOf, type EventEnvelope, parseEventPayload } from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { DB, type EventSubscription, OnEvent } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../sawing-db';
import { StockLogRepository } from '../stock-log.repository';

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
export class StockConfirmedConsumer {
  readonly group = SUBSCRIPTION.group;

  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly logs: StockLogRepository,
  ) {}

  @OnEvent(SUBSCRIPTION)
  async handle(@Payload() event: EventEnvelope): Promise<void> {
    if (event.type === 'inventory.sheet-logs.confirmed') {
      const more = parseEventPayload('inventory.sheet-logs.confirmed', event.payload);
      const logs = confirmedLogsOf(more)!;
      await consumeOnce(this.db, 'sawing', this.group, event, async (trx) => {
        const sheet = await this.logs.findSheet(trx, more.sheetId);
        if (!sheet) {
          return; // its confirmation (version 1, without logs) was not kept
        }
        await (sheet.kind === 1
          ? this.logs.stockIn(trx, event.tenantId, sheet, logs)
          : this.logs.stockOut(trx, event.tenantId, sheet, logs));
      });
      return;
    }
    const stockIn = event.type === 'inventory.stock-in.confirmed';
    const kind = stockIn ? 1 : 2;
    const payload = stockIn
      ? parseEventPayload('inventory.stock-in.confirmed', event.payload)
      : parseEventPayload('inventory.stock-out.confirmed', event.payload);
    const logs = confirmedLogsOf(payload);
    if (!logs) {
      return;
    }
    const sheet = {
      sheetId: payload.sheetId,
      kind,
      woodKindId: payload.woodKindId,
      woodKindName: payload.woodKindName ?? '',
      locationId: payload.locationId,
      confirmedAt: new Date(event.occurredAt),
      sheetNo: payload.spu,
    } as const;
    await consumeOnce(this.db, 'sawing', this.group, event, async (trx) => {
      await this.logs.recordSheet(trx, event.tenantId, sheet);
      await (kind === 1
        ? this.logs.stockIn(trx, event.tenantId, sheet, logs)
        : this.logs.stockOut(trx, event.tenantId, sheet, logs));
    });
  }
}
