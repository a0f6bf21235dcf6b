// The demo data `npm start` and the tests sign in to: seedDemo writes, in one transaction, the
// tenants with their users and money (demo-tenants-seed.ts), their master data and its copies in
// ingest and orders (demo-master-data-seed.ts), and their devices, device and app users and a
// device-measured sheet (demo-devices-seed.ts).
import { Client } from 'pg';
import { seedDemoAccounts, seedDemoDevices, seedDeviceSheet } from './demo-devices-seed';
import { seedIngestReferences, seedMasterData, seedOrderCustomers } from './demo-master-data-seed';
import { seedMoney, seedTenants, seedTrial, seedUsers } from './demo-tenants-seed';

export { DEMO_APP_LOGIN, DEMO_DEVICE_SHEET, DEMO_DEVICES } from './demo-devices-seed';
export {
  ARREARS_TENANT_ID,
  DEMO_LOGINS,
  DEMO_TENANT_ID,
  DEMO_TRIAL_ACCOUNT,
  DEMO_TRIAL_PATHS,
  type DemoLogin,
} from './demo-tenants-seed';

/**
 * The demo tenants, users, permission group and master data, written as the migrating role.
 * Idempotent: running it again changes nothing.
 */
export async function seedDemo(adminUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl, application_name: 'timber-seed' });
  await client.connect();
  try {
    await client.query('begin');
    await seedTenants(client);
    await seedMoney(client);
    await seedUsers(client);
    await seedTrial(client);
    await seedMasterData(client);
    await seedDeviceSheet(client);
    await seedDemoDevices(client);
    await seedDemoAccounts(client);
    await seedIngestReferences(client);
    await seedOrderCustomers(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
