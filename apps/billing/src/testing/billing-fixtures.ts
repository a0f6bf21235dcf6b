import { type EventEnvelope } from '@timber/contracts';
import { urlFor } from '@timber/db';
import { newEvent } from '@timber/events';
import { configureLogging } from '@timber/nest-kit';
import { type ServiceUnderTest, startServiceUnderTest, TEST_REDIS_URL, testDatabase } from '@timber/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { BillingModule } from '../billing.module';
import { validBillingConfigSchema } from '../config';

/** what the tests' billing signs its sandbox notifications with */
export const SANDBOX_SECRET = randomBytes(32).toString('hex');
/** The sandbox provider on (development only), for the tests of the sandbox. */
export const SANDBOX_ENV = { PAYMENT_SANDBOX: '1', SANDBOX_PAY_SECRET: SANDBOX_SECRET };

/**
 * The billing service in this process, on its own database (cloned) and event streams;
 * `operatorTenantId` runs the platform (OPERATOR_TENANT_IDS). Inventory and the recognition worker
 * are played by the test.
 */
export function startBilling(
  adminUrl: string,
  operatorTenantId: string,
  env: Record<string, string> = {},
): Promise<ServiceUnderTest> {
  const config = validBillingConfigSchema.parse({
    DATABASE_URL: urlFor(adminUrl, 'billing_svc'),
    RELAY_DATABASE_URL: urlFor(adminUrl, 'billing_relay'),
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    EVENT_STREAM_PREFIX: `tbilling${randomBytes(4).toString('hex')}`,
    OPERATOR_TENANT_IDS: operatorTenantId,
    LOG_LEVEL: 'warn',
    // the monthly fee and reconciliation jobs only where a test runs them
    MONTHLY_FEE_EVERY_MS: '0',
    PAYMENT_RECONCILE_EVERY_MS: '0',
    ...env,
  });
  return startServiceUnderTest(BillingModule.forRoot(config), config, 'cashier');
}

/** inventory's confirmation of a stock-in (kind 1) or stock-out (kind 2) sheet of `volumeE4`. */
export function sheetConfirmed(
  tenantId: string,
  spu: string,
  volumeE4: number,
  kind: 1 | 2 = 1,
): EventEnvelope {
  const sheetId = randomUUID();
  return newEvent(
    kind === 1 ? 'inventory.stock-in.confirmed' : 'inventory.stock-out.confirmed',
    {
      sheetId,
      spu,
      standard: 'ch',
      woodKindId: randomUUID(),
      locationId: randomUUID(),
      customerId: randomUUID(),
      quantity: 10,
      volumeE4,
      manual: false,
    },
    { tenantId, correlationId: `test-${spu}`, partitionKey: sheetId },
  );
}

/** the recognition worker's result for image `imageId` of count order `orderId` (a new event each call). */
export function imageCounted(tenantId: string, orderId: number, imageId: number, count = 12): EventEnvelope {
  return newEvent(
    'counting.recognition.completed',
    { tenantId, orderId, imageId, count, modelVersion: 'test-1', width: 640, height: 480, circles: [] },
    { tenantId, correlationId: `test-${orderId}-${imageId}`, partitionKey: String(orderId) },
  );
}

/** A suite's billing: its own database (cloned), an admin connection to it, billing started on it. */
export interface BillingSuite {
  /** the suite's database, as its administrator reaches it (another billing may start on it) */
  adminUrl: string;
  admin: Client;
  billing: ServiceUnderTest;
  close(): Promise<void>;
}

export async function startBillingSuite(
  label: string,
  operatorTenantId: string,
  env: Record<string, string> = {},
): Promise<BillingSuite> {
  configureLogging('billing-test', 'warn');
  const db = await testDatabase(label);
  const admin = new Client({ connectionString: db.adminUrl });
  await admin.connect();
  const billing = await startBilling(db.adminUrl, operatorTenantId, env);
  return {
    adminUrl: db.adminUrl,
    admin,
    billing,
    async close() {
      await billing.close();
      await admin.end();
      await db.drop();
    },
  };
}

/** The money tables, whose content a refused call must leave as it was. */
const MONEY_TABLES = ['accounts', 'payments', 'movements', 'entries', 'outbox'];

/**
 * A fingerprint of every money table (the outbox without published_at, which its relay sets
 * whenever it publishes): equal before and after, nothing of the money was written.
 */
export async function moneyDigest(admin: Client): Promise<string> {
  const parts: string[] = [];
  for (const table of MONEY_TABLES) {
    const { rows } = await admin.query<{ d: string | null }>(
      `select md5(string_agg(t::text, '|' order by t::text)) as d from ${
        table === 'outbox' ? '(select event_id, type, payload from billing.outbox)' : `billing.${table}`
      } t`,
    );
    parts.push(`${table}:${rows[0]?.d ?? ''}`);
  }
  return parts.join(' ');
}
