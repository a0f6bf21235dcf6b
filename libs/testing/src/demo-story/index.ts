import { hashPassword } from '@timber/auth';
import { clientPasswordHash, USER_TYPE } from '@timber/contracts';
import { Client } from 'pg';
import { DEMO_DEVICE_SHEET, DEMO_TENANT_ID } from '../demo-seed';
import { type Stack } from '../stack';
import { billingChapter, billingPricesChapter, type MoneyStory } from './chapters/billing';
import { camerasChapter } from './chapters/cameras';
import { countingChapter, type CountingStory } from './chapters/counting';
import { ordersChapter } from './chapters/orders';
import { sawingChapter } from './chapters/sawing';
import { stockChapter, type StockStory } from './chapters/stock';
import { runStory, type StoryChapter } from './story';
import { realNow } from './story-clock';

export { type MoneyStory } from './chapters/billing';
export { demoPhotosDir } from './chapters/counting';
export { STORY_ADMIN, type StoryChapter, type StoryContext } from './story';

/** The third tenant: a new customer's account as it starts, empty (issue 43). */
export const NEW_TENANT_ID = '00000000-0000-4000-8000-000000000003';
export const NEW_TENANT_LOGIN = {
  username: 'newco',
  password: 'Newco123',
  role: 'super administrator of a new, empty account',
} as const;
const NEW_ADMIN_ID = '00000000-0000-4000-8000-000000000105';

const STORY = 'demo-story';
/** Written before the story's first command: a story begun and not finished was cut off. */
const BEGUN = 'demo-story-begun';

/** Whether the demo story has been made in this database (it is made once). */
export async function demoStoryMade(adminUrl: string): Promise<boolean> {
  return withClient(adminUrl, async (db) => {
    await db.query(
      `create table if not exists platform.demo_seeds (name text primary key, finished_at timestamptz not null)`,
    );
    const { rowCount } = await db.query(`select 1 from platform.demo_seeds where name = $1`, [STORY]);
    return rowCount !== 0;
  });
}

export interface DemoStoryOptions {
  /** a stack started with `storyClock` */
  stack: Stack;
  adminUrl: string;
  redisUrl: string;
  jwtSecret: string;
  streamPrefix: string;
  /**
   * The chapter of the sheets a measuring device posts (tools/device-simulator/demo-story-devices.ts: the
   * device's client lives with the device simulator), after the stock made by hand
   */
  deviceSheets?: StoryChapter;
  /**
   * the photos of log piles the counting chapter uploads (read there, never copied): else
   * DEMO_PHOTOS_DIR, else the shared data set's validation photos beside the checkout
   */
  photosDir?: string;
  log?: (line: string) => void;
}

/**
 * Demo Timber's three months (issue 43), made through the services' own commands with their
 * clocks at the story's moments (story.ts), once: a database that has it keeps it. A story cut off
 * half-way is not resumed (its commands are not one transaction): the message says how to start
 * over. Also the third tenant, new and empty.
 */
export async function seedDemoStory(options: DemoStoryOptions): Promise<'made' | 'kept' | 'skipped'> {
  if (await demoStoryMade(options.adminUrl)) {
    return 'kept';
  }
  const state = await withClient(options.adminUrl, async (db) => {
    const begun = await db.query(`select 1 from platform.demo_seeds where name = $1`, [BEGUN]);
    if (begun.rowCount !== 0) {
      throw new Error(
        'the demo story was cut off half-way in this database: drop it (dropdb timber) and start again',
      );
    }
    // a database whose Demo Timber has sheets of its own (made before the story existed) keeps them
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from inventory.sheets where tenant_id = $1 and id <> $2`,
      [DEMO_TENANT_ID, DEMO_DEVICE_SHEET.id],
    );
    if (rows[0]!.n > 0) {
      return 'skipped';
    }
    await db.query(`insert into platform.demo_seeds (name, finished_at) values ($1, now())`, [BEGUN]);
    return 'begun';
  });
  if (state === 'skipped') {
    options.log?.('Demo Timber already has sheets of its own: its three months are not made');
    return 'skipped';
  }
  const began = realNow();
  const made: StockStory = { stockIn: [], stockOut: [] };
  const counted: CountingStory = { orders: [] };
  const money: MoneyStory = { feeMonths: [], recharges: [], deviceActions: [] };
  await runStory({
    ...options,
    chapters: [
      // the operator's prices come first: billing prices each sheet and image as it takes its event
      billingPricesChapter(),
      camerasChapter(),
      stockChapter(made),
      ...(options.deviceSheets ? [options.deviceSheets] : []),
      ordersChapter(made),
      sawingChapter(),
      countingChapter(counted, { photosDir: options.photosDir, log: options.log }),
      billingChapter(money),
    ],
    onChapter: (name, ms) => options.log?.(`${name}: ${(ms / 1000).toFixed(1)} s`),
  });
  await withClient(options.adminUrl, async (db) => {
    await seedNewTenant(db);
    await db.query(`insert into platform.demo_seeds (name, finished_at) values ($1, now())`, [STORY]);
  });
  options.log?.(
    `${made.stockIn.length} stock-in and ${made.stockOut.length} stock-out sheets, ${counted.orders.length} count orders (${counted.orders.reduce((sum, order) => sum + order.photos, 0)} photos, ${counted.orders.reduce((sum, order) => sum + order.logEnds, 0)} log ends), ${money.feeMonths.length} monthly fees, ${money.recharges.length} recharges in ${((realNow() - began) / 1000).toFixed(1)} s`,
  );
  return 'made';
}

/** The new tenant: its account and its administrator, nothing else (as a sign-up leaves it). */
async function seedNewTenant(db: Client): Promise<void> {
  await seedEmptyTenant(db, {
    id: NEW_TENANT_ID,
    number: 'T0003',
    name: 'Riverside Sawmill Co.',
    shortName: 'Riverside',
    admin: {
      id: NEW_ADMIN_ID,
      username: NEW_TENANT_LOGIN.username,
      password: NEW_TENANT_LOGIN.password,
      realName: 'Riverside Admin',
      phone: '13800000005',
      email: 'admin@riverside.example',
    },
  });
}

/** A tenant as a sign-up leaves it: the account, its billing account without credit, a super administrator. */
export interface EmptyTenant {
  id: string;
  /** the tenant's number, unique (`T0003`) */
  number: string;
  name: string;
  shortName: string;
  admin: { id: string; username: string; password: string; realName: string; phone: string; email: string };
}

/** Makes the tenant unless it exists (each row kept when its id is there). */
export async function seedEmptyTenant(db: Client, tenant: EmptyTenant): Promise<void> {
  await db.query(
    `insert into identity.tenants (id, number, name, short_name, overdue, arrears_revision, address)
     values ($1, $2, $3, $4, false, 0, '')
     on conflict (id) do nothing`,
    [tenant.id, tenant.number, tenant.name, tenant.shortName],
  );
  await db.query(
    `insert into billing.accounts (tenant_id, credit_limit_cents, overdue, arrears_revision)
     values ($1, 0, false, 0) on conflict (tenant_id) do nothing`,
    [tenant.id],
  );
  const { admin } = tenant;
  await db.query(
    `insert into identity.users (id, tenant_id, username, real_name, phone, email, type, status, password_hash, default_password)
     values ($1, $2, $3, $4, $5, $6, $7, 1, $8, false)
     on conflict (id) do nothing`,
    [
      admin.id,
      tenant.id,
      admin.username,
      admin.realName,
      admin.phone,
      admin.email,
      USER_TYPE.SUPER_ADMIN,
      await hashPassword(clientPasswordHash(admin.password)),
    ],
  );
}

async function withClient<T>(adminUrl: string, work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: adminUrl, application_name: 'timber-demo-story' });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}
