import { type EventEnvelope, type EventPayload } from '@timber/contracts';
import { urlFor } from '@timber/db';
import { newEvent } from '@timber/events';
import { type ServiceUnderTest, startServiceUnderTest, TEST_REDIS_URL } from '@timber/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { sawingConfigSchema } from '../config';
import { SawingModule } from '../sawing.module';

/**
 * The sawing service in this process on a free port, its own (cloned) database and event streams
 * (under `streamPrefix`, where its Redis keys are too); inventory is played by the test, which
 * publishes its confirmations on the same streams.
 */
export async function startSawing(
  adminUrl: string,
  /** more of its environment (e.g. the stream limits) */
  env: Record<string, string> = {},
): Promise<ServiceUnderTest & { streamPrefix: string }> {
  const config = sawingConfigSchema.parse({
    DATABASE_URL: urlFor(adminUrl, 'sawing_svc'),
    RELAY_DATABASE_URL: urlFor(adminUrl, 'sawing_relay'),
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SHARE_TOKEN_SECRET: randomBytes(32).toString('hex'),
    EVENT_STREAM_PREFIX: `tsaw${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const service = await startServiceUnderTest(SawingModule.forRoot(config), config, 'sawyer');
  return Object.assign(service, { streamPrefix: config.EVENT_STREAM_PREFIX });
}

/** A log as the test names it: its code, diameter class, length class and volume. */
export interface StockTestLog {
  code: string;
  dia: number | null;
  length: number;
  volumeE4: number;
}

export const WOOD_KIND = { id: '00000000-0000-4000-8000-0000000005a1', name: 'Pine' };
export const LOCATION_ID = '00000000-0000-4000-8000-0000000005b1';

/** A sheet's confirmation (version 2) by inventory: stock-in (kind 1) or stock-out (kind 2), its logs as columns. */
export function sheetConfirmed(
  tenantId: string,
  kind: 1 | 2,
  logs: readonly StockTestLog[],
  sheetId: string = randomUUID(),
  woodKind: { id: string; name: string } = WOOD_KIND,
): EventEnvelope {
  const payload: EventPayload<'inventory.stock-in.confirmed'> = {
    sheetId,
    spu: `${kind === 1 ? 'IN' : 'OUT'}-${sheetId.slice(0, 8)}`,
    standard: 'ch',
    woodKindId: woodKind.id,
    locationId: LOCATION_ID,
    customerId: '00000000-0000-4000-8000-0000000005c1',
    quantity: logs.length,
    volumeE4: logs.reduce((sum, log) => sum + log.volumeE4, 0),
    manual: false,
    woodKindName: woodKind.name,
    logs: {
      woodCode: logs.map((log) => log.code),
      minDiameterCm: logs.map((log) => (log.dia ?? 10) - 0.5),
      maxDiameterCm: logs.map((log) => (log.dia ?? 10) + 0.5),
      lengthM: logs.map((log) => log.length + 0.1),
      diameterClass: logs.map((log) => log.dia),
      lengthClassM: logs.map((log) => (log.dia === null ? null : log.length)),
      volumeE4: logs.map((log) => (log.dia === null ? null : log.volumeE4)),
      manual: logs.map(() => false),
      picUrl: null,
    },
    logCount: logs.length,
  };
  const type = kind === 1 ? 'inventory.stock-in.confirmed' : 'inventory.stock-out.confirmed';
  return newEvent(type, payload, { tenantId, correlationId: randomUUID(), partitionKey: sheetId });
}
