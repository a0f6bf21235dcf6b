import { type EventEnvelope, type EventPayload } from '@timber/contracts';
import { urlFor } from '@timber/db';
import { newEvent } from '@timber/events';
import { startServiceUnderTest, TEST_REDIS_URL, type ServiceUnderTest } from '@timber/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { ordersConfigSchema, type OrdersConfig } from '../config';
import { OrdersModule } from '../orders.module';

export interface OrdersUnderTest extends ServiceUnderTest {
  config: OrdersConfig;
}

/**
 * The orders service in this process, on a free port, on its own database (cloned) and event
 * streams: what the BFF calls, with the same access tokens. Inventory is played by the test, which
 * publishes its events on the same streams.
 */
export async function startOrders(
  adminUrl: string,
  env: Record<string, string> = {},
): Promise<OrdersUnderTest> {
  const config = ordersConfigSchema.parse({
    DATABASE_URL: urlFor(adminUrl, 'orders_svc'),
    RELAY_DATABASE_URL: urlFor(adminUrl, 'orders_relay'),
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SHARE_TOKEN_SECRET: randomBytes(32).toString('hex'),
    EVENT_STREAM_PREFIX: `torders${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'warn',
    ...env,
  });
  return { ...(await startServiceUnderTest(OrdersModule.forRoot(config), config, 'clerk')), config };
}

/** One log of a confirmed sheet as the test describes it: class, length class, volume, picture. */
export interface TestLog {
  dia: number;
  length: number;
  volumeE4: number;
  picture?: string;
  /** a log the sheet's standard could not measure (no class, no volume) */
  unmeasured?: boolean;
}

export interface TestSheet {
  kind: 1 | 2;
  spu: string;
  customer: { id: string; name: string };
  logs: TestLog[];
  transportNum?: string;
  standard?: string;
  woodKindName?: string;
  sheetId?: string;
}

/**
 * `inventory.stock-in.confirmed` / `.stock-out.confirmed` (version 2) of a sheet, as inventory's
 * confirm writes it: totals summed from the logs, names, transport number, day and log columns.
 */
export function confirmation(tenantId: string, sheet: TestSheet): EventEnvelope {
  const measured = sheet.logs.filter((log) => !log.unmeasured);
  const payload: EventPayload<'inventory.stock-in.confirmed'> = {
    sheetId: sheet.sheetId ?? randomUUID(),
    spu: sheet.spu,
    standard: sheet.standard ?? 'ch',
    woodKindId: '00000000-0000-4000-8000-0000000003a1',
    locationId: '00000000-0000-4000-8000-0000000004a1',
    customerId: sheet.customer.id,
    quantity: sheet.logs.length,
    volumeE4: measured.reduce((sum, log) => sum + log.volumeE4, 0),
    manual: false,
    customerName: sheet.customer.name,
    woodKindName: sheet.woodKindName ?? 'Larch',
    locationName: 'Yard A',
    transportNum: sheet.transportNum ?? 'MGL8823',
    sheetDate: '2026-11-20',
    logs: {
      woodCode: sheet.logs.map((_, i) => `W${String(i + 1).padStart(4, '0')}`),
      minDiameterCm: sheet.logs.map((log) => log.dia - 0.4),
      maxDiameterCm: sheet.logs.map((log) => log.dia + 0.6),
      lengthM: sheet.logs.map((log) => log.length + 0.05),
      diameterClass: sheet.logs.map((log) => (log.unmeasured ? null : log.dia)),
      lengthClassM: sheet.logs.map((log) => (log.unmeasured ? null : log.length)),
      volumeE4: sheet.logs.map((log) => (log.unmeasured ? null : log.volumeE4)),
      manual: sheet.logs.map(() => false),
      picUrl: sheet.logs.some((log) => log.picture) ? sheet.logs.map((log) => log.picture ?? '') : null,
    },
  };
  const type = sheet.kind === 1 ? 'inventory.stock-in.confirmed' : 'inventory.stock-out.confirmed';
  return newEvent(type, payload, { tenantId, correlationId: randomUUID(), partitionKey: payload.sheetId });
}

/** `inventory.reference.saved` of a customer. */
export const customerSaved = (tenantId: string, id: string, name: string): EventEnvelope =>
  newEvent(
    'inventory.reference.saved',
    { kind: 'customer', id, name },
    { tenantId, correlationId: randomUUID(), partitionKey: id },
  );

/** `inventory.reference.deleted` of a customer. */
export const customerDeleted = (tenantId: string, id: string): EventEnvelope =>
  newEvent(
    'inventory.reference.deleted',
    { kind: 'customer', id },
    { tenantId, correlationId: randomUUID(), partitionKey: id },
  );

/**
 * A confirmation as inventory writes it for a long sheet: the first `first` logs in the
 * confirmation (with the sheet's logCount), the others in one `inventory.sheet-logs.confirmed`.
 */
export function splitConfirmation(event: EventEnvelope, first: number): [EventEnvelope, EventEnvelope] {
  const payload = event.payload as EventPayload<'inventory.stock-in.confirmed'>;
  const logs = payload.logs!;
  const part = (from: number, to?: number) => ({
    woodCode: logs.woodCode.slice(from, to),
    minDiameterCm: logs.minDiameterCm.slice(from, to),
    maxDiameterCm: logs.maxDiameterCm.slice(from, to),
    lengthM: logs.lengthM.slice(from, to),
    diameterClass: logs.diameterClass.slice(from, to),
    lengthClassM: logs.lengthClassM.slice(from, to),
    volumeE4: logs.volumeE4.slice(from, to),
    manual: logs.manual.slice(from, to),
    picUrl: logs.picUrl?.slice(from, to) ?? null,
  });
  const header = { ...event, payload: { ...payload, logs: part(0, first), logCount: logs.woodCode.length } };
  const more = newEvent(
    'inventory.sheet-logs.confirmed',
    { sheetId: payload.sheetId, offset: first, logs: part(first) },
    { tenantId: event.tenantId, correlationId: event.correlationId, partitionKey: payload.sheetId },
  );
  return [header, more];
}
