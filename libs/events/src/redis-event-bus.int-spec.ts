import { afterAll } from 'vitest';
import { eventBusContract } from './event-bus.contract';
import { eventMetricsContract } from './event-metrics.contract';
import { redisContractHarness } from './testing/contract-harnesses';

const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const databaseAdminUrl =
  process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const harness = redisContractHarness(redisUrl, databaseAdminUrl);
afterAll(async () => {
  await harness.janitor.quit();
});

eventBusContract(harness);
eventMetricsContract(harness, { redeliversOnRebalance: false });
