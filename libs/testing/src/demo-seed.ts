import { hashPassword } from '@timber/auth';
import {
  allPermissionKeys,
  clientPasswordHash,
  DEVICE_TYPES,
  type DeviceType,
  parseEventPayload,
  USER_TYPE,
} from '@timber/contracts';
import { measureLog } from '@timber/volume';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface DemoLogin {
  username: string;
  password: string;
  role: string;
}

/** The logins the start command prints; tests log in with them too. */
export const DEMO_LOGINS = {
  admin: { username: 'admin', password: 'Admin123', role: 'super administrator, Demo Timber' },
  clerk: {
    username: 'clerk',
    password: 'Clerk123',
    role: 'ordinary user (wood kinds, warehouses), Demo Timber',
  },
  arrears: { username: 'arrears', password: 'Arrears123', role: 'super administrator of an overdue account' },
} as const satisfies Record<string, DemoLogin>;

/**
 * The demo tenant's shared free-trial user (§2 Login's link): identity's TRIAL_ACCOUNT under
 * `npm start` and the browser tests. It has no usable password (POST /sys/user/trial signs in
 * without one) and a group of every screen but the system menu (account management, settings).
 */
export const DEMO_TRIAL_ACCOUNT = 'trial';
/** The screens of the trial group: all of the tree but the system branch. */
export const DEMO_TRIAL_PATHS = allPermissionKeys().filter(
  (key) => key !== 'system' && !key.startsWith('system/'),
);

export const DEMO_TENANT_ID = '00000000-0000-4000-8000-000000000001';
export const ARREARS_TENANT_ID = '00000000-0000-4000-8000-000000000002';
const ADMIN_ID = '00000000-0000-4000-8000-000000000101';
const CLERK_ID = '00000000-0000-4000-8000-000000000102';
const ARREARS_ID = '00000000-0000-4000-8000-000000000103';
const TRIAL_ID = '00000000-0000-4000-8000-000000000104';
const CLERK_GROUP_ID = '00000000-0000-4000-8000-000000000201';
const TRIAL_GROUP_ID = '00000000-0000-4000-8000-000000000202';

const DEMO_WOOD_KINDS = ['Pine', 'Larch', 'Spruce', 'Birch', 'Oak', 'Radiata pine', 'Douglas fir', 'Poplar'];
const DEMO_LOCATIONS = [
  ['Yard A', 'Open yard by the gate'],
  ['Yard B', 'Open yard, rail side'],
  ['Shed 1', 'Covered, for sawn stock'],
] as const;
/** number, name, phone, email, address */
const DEMO_CUSTOMERS = [
  [
    'C0001',
    'Northern Forest Products Co.',
    '13912345678',
    'sales@northernforest.example',
    'Manzhouli, Inner Mongolia',
  ],
  ['C0002', 'Harbin Timber Trading', '13698765432', '', 'Daoli District, Harbin'],
  ['C0003', 'Suifenhe Import & Export', '15846001234', 'logs@sfh-trade.example', 'Suifenhe, Heilongjiang'],
  ['C0004', 'Zhangjiagang Port Logs Ltd.', '18662345678', '', 'Port Area, Zhangjiagang, Jiangsu'],
] as const;
/** length in m, hot */
const DEMO_WOOD_SPECS = [
  [2, false],
  [2.5, false],
  [3, false],
  [3.8, true],
  [4, true],
  [5.9, false],
  [6, true],
] as const;
/** lower and upper diameter in cm */
const DEMO_DIAMETER_RANGES = [
  [10, 19],
  [20, 29],
  [30, 39],
  [40, 100],
] as const;
const demoId = (block: number, index: number): string =>
  `00000000-0000-4000-8000-000000000${block}${String(index).padStart(2, '0')}`;

/**
 * A stock-in sheet a measuring device sent yesterday (status 4, ready), with three logs it
 * flagged as abnormal: a branch-sized end, two logs read as one very oval end, a short log.
 * Yard A, Larch, Northern Forest Products, standard ch. Readings: min and max diameter in cm,
 * length in m, abnormal.
 */
export const DEMO_DEVICE_SHEET = {
  id: demoId(8, 0),
  deviceNo: 'DEV-0017',
  transportNum: 'MGL8823',
  standard: 'ch',
  logs: [
    [28.4, 30.1, 4, false],
    [26.2, 27, 4, false],
    [31.5, 33.2, 4, false],
    [24.8, 26.1, 4, false],
    [29.6, 30.4, 4, false],
    [33.1, 35, 4, false],
    [27.3, 28.8, 4, false],
    [22.5, 23.9, 4, false],
    [30.2, 31.7, 4, false],
    [8.3, 9.1, 4, true],
    [21, 38.6, 4, true],
    [35.4, 36.2, 3.62, true],
  ] as const satisfies readonly (readonly [number, number, number, boolean])[],
};

/**
 * The demo tenants, users, permission group and master data, written as the migrating role.
 * Idempotent: running it again changes nothing.
 */
export async function seedDemo(adminUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl, application_name: 'timber-seed' });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into identity.tenants (id, number, name, short_name, overdue, arrears_revision, address)
       values ($1, 'T0001', 'Demo Timber Trading Co.', 'Demo Timber', false, 0, '8 Sawmill Lane, Harbour District'),
              ($2, 'T0002', 'Arrears Sawmill Ltd.', 'Arrears Sawmill', true, 1, '')
       on conflict (id) do nothing`,
      [DEMO_TENANT_ID, ARREARS_TENANT_ID],
    );
    await seedMoney(client);
    const users = [
      [
        ADMIN_ID,
        DEMO_TENANT_ID,
        DEMO_LOGINS.admin,
        'Administrator',
        USER_TYPE.SUPER_ADMIN,
        false,
        '13800000001',
        'admin@demo-timber.example',
      ],
      [
        CLERK_ID,
        DEMO_TENANT_ID,
        DEMO_LOGINS.clerk,
        'Yard Clerk',
        USER_TYPE.ORDINARY,
        true,
        '13800000002',
        'clerk@demo-timber.example',
      ],
      [
        ARREARS_ID,
        ARREARS_TENANT_ID,
        DEMO_LOGINS.arrears,
        'Arrears Admin',
        USER_TYPE.SUPER_ADMIN,
        false,
        '13800000003',
        'arrears@arrears-sawmill.example',
      ],
    ] as const;
    for (const [id, tenantId, login, realName, type, defaultPassword, phone, email] of users) {
      const exists = await client.query(`select 1 from identity.users where id = $1`, [id]);
      if (exists.rowCount === 0) {
        await client.query(
          `insert into identity.users (id, tenant_id, username, real_name, phone, email, type, status, password_hash, default_password)
           values ($1, $2, $3, $4, $8, $9, $5, 1, $6, $7)`,
          [
            id,
            tenantId,
            login.username,
            realName,
            type,
            await hashPassword(clientPasswordHash(login.password)),
            defaultPassword,
            phone,
            email,
          ],
        );
      }
    }
    await client.query(
      `insert into identity.permission_groups (id, tenant_id, perm_name, perm_desc, paths)
       values ($1, $2, 'Yard clerks', 'Master data: wood kinds and warehouses', $3)
       on conflict (id) do nothing`,
      [CLERK_GROUP_ID, DEMO_TENANT_ID, ['info', 'info/woodType', 'info/warehouse']],
    );
    await client.query(
      `insert into identity.user_groups (tenant_id, user_id, group_id) values ($1, $2, $3) on conflict do nothing`,
      [DEMO_TENANT_ID, CLERK_ID, CLERK_GROUP_ID],
    );
    await seedTrial(client);
    for (const [index, [name, remark]] of DEMO_LOCATIONS.entries()) {
      await client.query(
        `insert into inventory.locations (id, tenant_id, name, remark, created_by, created_at, updated_at)
         values ($1, $2, $3, $4, $5, now() - make_interval(days => $6), now() - make_interval(days => $6))
         on conflict do nothing`,
        [demoId(4, index), DEMO_TENANT_ID, name, remark, ADMIN_ID, index],
      );
    }
    for (const [index, [number, name, phone, email, address]] of DEMO_CUSTOMERS.entries()) {
      await client.query(
        `insert into inventory.customers
           (id, tenant_id, customer_no, name, phone, email, address, created_by, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(days => $9), now() - make_interval(days => $9))
         on conflict do nothing`,
        [demoId(5, index), DEMO_TENANT_ID, number, name, phone, email, address, ADMIN_ID, index],
      );
    }
    await client.query(
      `insert into inventory.customer_numbers (tenant_id, last_number) values ($1, $2)
       on conflict (tenant_id) do update set last_number = greatest(customer_numbers.last_number, excluded.last_number)`,
      [DEMO_TENANT_ID, DEMO_CUSTOMERS.length],
    );
    for (const [index, [length, hot]] of DEMO_WOOD_SPECS.entries()) {
      await client.query(
        `insert into inventory.wood_specs (id, tenant_id, length_m, remark, hot, created_by, created_at, updated_at)
         values ($1, $2, $3, '', $4, $5, now() - make_interval(days => $6), now() - make_interval(days => $6))
         on conflict do nothing`,
        [demoId(6, index), DEMO_TENANT_ID, length, hot, ADMIN_ID, index],
      );
    }
    for (const [index, [lower, upper]] of DEMO_DIAMETER_RANGES.entries()) {
      await client.query(
        `insert into inventory.diameter_ranges (id, tenant_id, lower_limit, upper_limit, created_by, created_at, updated_at)
         values ($1, $2, $3, $4, $5, now() - make_interval(days => $6), now() - make_interval(days => $6))
         on conflict do nothing`,
        [demoId(7, index), DEMO_TENANT_ID, lower, upper, ADMIN_ID, index],
      );
    }
    for (const [index, name] of DEMO_WOOD_KINDS.entries()) {
      await client.query(
        `insert into inventory.wood_kinds (id, tenant_id, name, remark, created_by, created_at, updated_at)
         values ($1, $2, $3, '', $4, now() - make_interval(days => $5), now() - make_interval(days => $5))
         on conflict do nothing`,
        [
          `00000000-0000-4000-8000-0000000003${String(index).padStart(2, '0')}`,
          DEMO_TENANT_ID,
          name,
          ADMIN_ID,
          index,
        ],
      );
    }
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

/**
 * Ingest's copy of the wood kinds, locations and customers devices may name in a sheet. Rows made
 * through the API reach it by events; the seed writes its rows with SQL, so it copies them too.
 */
async function seedIngestReferences(client: Client): Promise<void> {
  await client.query(
    `insert into ingest.references (tenant_id, kind, id, name)
     select tenant_id, 'woodKind', id, name from inventory.wood_kinds
     union all select tenant_id, 'location', id, name from inventory.locations
     union all select tenant_id, 'customer', id, name from inventory.customers
     on conflict (tenant_id, kind, id) do update set name = excluded.name`,
  );
}

/**
 * Orders' copy of the customers an order can be for. Customers made through the API reach it by
 * events; the seed writes its rows with SQL, so it copies them too.
 */
async function seedOrderCustomers(client: Client): Promise<void> {
  await client.query(
    `insert into orders.customers (tenant_id, id, name)
     select tenant_id, id, name from inventory.customers
     on conflict (tenant_id, id) do update set name = excluded.name`,
  );
}

// ---- Devices (issue 6: the device list) -------------------------------------------------------

/** The demo tenant's measuring devices: id, number, name, type (DEVICE_TYPES), standards. */
export const DEMO_DEVICES = [
  {
    id: '00000000-0000-4000-8000-0000000de001',
    deviceNo: 'D-1001',
    deviceName: 'Gate scanner',
    type: 'gateScanner',
    standards: ['ch'],
  },
  {
    id: '00000000-0000-4000-8000-0000000de002',
    deviceNo: 'D-1002',
    deviceName: 'Yard handheld',
    type: 'handheld',
    standards: ['ch', 'rus_stp'],
  },
] as const satisfies readonly {
  id: string;
  deviceNo: string;
  deviceName: string;
  type: DeviceType;
  standards: readonly string[];
}[];

/**
 * The demo devices, each with its "added" log line and, in the same transaction, its
 * `devices.device.changed` (revision 1) in devices.outbox, so the relay publishes it and ingest
 * learns the device as it would one added through the API. Once: a device already there is kept
 * as it is, and its event (a fixed id) is not written again.
 */
async function seedDemoDevices(client: Client): Promise<void> {
  for (const [index, device] of DEMO_DEVICES.entries()) {
    const added = await client.query(
      `insert into devices.devices (id, tenant_id, device_no, device_name, type, status, standards, created_by,
         created_at, updated_at)
       values ($1, $2, $3, $4, $5, 1, $6, $7, now() - make_interval(days => $8), now() - make_interval(days => $8))
       on conflict do nothing`,
      [
        device.id,
        DEMO_TENANT_ID,
        device.deviceNo,
        device.deviceName,
        device.type,
        device.standards,
        ADMIN_ID,
        index + 1,
      ],
    );
    if (added.rowCount === 0) {
      continue;
    }
    await client.query(
      `insert into devices.device_logs (id, tenant_id, device_id, device_no, device_name, opr_id, opr_name, action,
         detail, created_at)
       values ($1, $2, $3, $4, $5, $6, 'admin', 'added', $7, now() - make_interval(days => $8))
       on conflict do nothing`,
      [
        device.id.replace('-0000000de', '-0000000df'),
        DEMO_TENANT_ID,
        device.id,
        device.deviceNo,
        device.deviceName,
        ADMIN_ID,
        JSON.stringify({ type: device.type, standards: device.standards.join(',') }),
        index + 1,
      ],
    );
    const payload = parseEventPayload('devices.device.changed', {
      deviceId: device.id,
      deviceNo: device.deviceNo,
      deviceName: device.deviceName,
      status: 1,
      standards: [...device.standards],
      ...DEVICE_TYPES[device.type],
      revision: 1,
      deleted: false,
    });
    await client.query(
      `insert into devices.outbox (event_id, tenant_id, type, version, partition_key, correlation_id, causation_id,
         occurred_at, payload)
       values ($1, $2, 'devices.device.changed', 1, $3, 'demo-seed', null, now(), $4)
       on conflict (event_id) do nothing`,
      [device.id.replace('-0000000de', '-0000000ee'), DEMO_TENANT_ID, device.id, JSON.stringify(payload)],
    );
  }
}

/** The device-measured sheet with abnormal logs (spec §4 confirm with abnormal wood), once. */
async function seedDeviceSheet(client: Client): Promise<void> {
  const sheet = DEMO_DEVICE_SHEET;
  const exists = await client.query(`select 1 from inventory.sheets where id = $1`, [sheet.id]);
  if (exists.rowCount !== 0) {
    return;
  }
  const day = (await client.query<{ day: string }>(`select to_char(current_date - 1, 'YYYY-MM-DD') as day`))
    .rows[0]!.day;
  // The sheet takes the tenant's next number of that day, as a sheet made by hand would.
  const { last_number: number } = (
    await client.query<{ last_number: number }>(
      `insert into inventory.sheet_numbers (tenant_id, kind, day, last_number) values ($1, 1, $2, 1)
       on conflict (tenant_id, kind, day) do update set last_number = sheet_numbers.last_number + 1
       returning last_number`,
      [DEMO_TENANT_ID, day],
    )
  ).rows[0]!;
  const logs = sheet.logs.map(([minDiameter, maxDiameter, length, abnormal], index) => ({
    index,
    minDiameter,
    maxDiameter,
    length,
    abnormal,
    measured: measureLog(sheet.standard, { minDiameter, maxDiameter, length }),
  }));
  await client.query(
    `insert into inventory.sheets (id, tenant_id, kind, spu, sheet_type, status, standard, sheet_date, location_id,
       wood_kind_id, customer_id, transport_num, quantity, volume_e4, diameter_sum_e1, error_num, device_no,
       created_by, creator_name, created_at, updated_at)
     values ($1, $2, 1, $3, 1, 4, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $14,
       now() - interval '1 day', now() - interval '1 day')`,
    [
      sheet.id,
      DEMO_TENANT_ID,
      `IN${day.replaceAll('-', '')}-${String(number).padStart(4, '0')}`,
      sheet.standard,
      day,
      demoId(4, 0),
      '00000000-0000-4000-8000-000000000301',
      demoId(5, 0),
      sheet.transportNum,
      logs.length,
      logs.reduce((sum, log) => sum + log.measured.volumeE4, 0),
      logs.reduce((sum, log) => sum + log.measured.diameterClass * 10, 0),
      logs.filter((log) => log.abnormal).length,
      sheet.deviceNo,
      ADMIN_ID,
    ],
  );
  for (const log of logs) {
    await client.query(
      `insert into inventory.sheet_logs (id, tenant_id, sheet_id, origin_sheet_id, wood_code, min_diameter,
         max_diameter, length_m, diameter_class, length_class, volume_e4, abnormal, manual, data_source, device_no)
       values ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11, false, 1, $12)`,
      [
        demoId(9, log.index),
        DEMO_TENANT_ID,
        sheet.id,
        String(log.index + 1),
        log.minDiameter,
        log.maxDiameter,
        log.length,
        log.measured.diameterClass,
        log.measured.lengthClass,
        log.measured.volumeE4,
        log.abnormal,
        sheet.deviceNo,
      ],
    );
  }
}

/** The app user the mobile app's login may use (enabled); `driver02` is disabled. */
export const DEMO_APP_LOGIN = { username: 'driver01', password: 'Driver123' } as const;

/**
 * Device users and app users of the demo tenant (helper ACCOUNTS, issue 6): two device users (one
 * switched off) and three app users (driver02 disabled), created one to three days ago.
 */
async function seedDemoAccounts(client: Client): Promise<void> {
  const accountId = (table: 1 | 2, index: number) =>
    `00000000-0000-4000-8000-00000000a${table}${String(index).padStart(2, '0')}`;
  const accounts = [
    ['devices.device_users', accountId(1, 0), 'yard01', 'Wang Lei', '13900000011', 1, 'Yard1234', 1],
    ['devices.device_users', accountId(1, 1), 'yard02', 'Li Na', '13900000012', 0, 'Yard1234', 2],
    [
      'devices.app_users',
      accountId(2, 0),
      DEMO_APP_LOGIN.username,
      'Zhao Gang',
      '13900000021',
      1,
      DEMO_APP_LOGIN.password,
      1,
    ],
    ['devices.app_users', accountId(2, 1), 'driver02', 'Sun Mei', '13900000022', 0, 'Driver123', 2],
    ['devices.app_users', accountId(2, 2), 'driver03', 'Zhou Bo', '13900000023', 1, 'Driver123', 3],
  ] as const;
  for (const [table, id, username, realName, phone, status, password, daysAgo] of accounts) {
    const exists = await client.query(`select 1 from ${table} where id = $1`, [id]);
    if (exists.rowCount !== 0) {
      continue;
    }
    await client.query(
      `insert into ${table} (id, tenant_id, username, real_name, phone, status, password_hash, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(days => $9), now() - make_interval(days => $9))`,
      [
        id,
        DEMO_TENANT_ID,
        username,
        realName,
        phone,
        status,
        await hashPassword(clientPasswordHash(password)),
        ADMIN_ID,
        daysAgo,
      ],
    );
  }
}

/**
 * The demo tenants' money, in billing's ledger (billing owns it; identity's overdue flag above is
 * its copy, revision 1): Demo Timber recharged 1,200.00 with a credit limit of 5,000.00; Arrears
 * Sawmill owes 350.00 with no credit, so it is overdue. Each opening movement has a fixed id and
 * its two legs are written only when the movement is new.
 */
async function seedMoney(client: Client): Promise<void> {
  await client.query(
    `insert into billing.accounts (tenant_id, credit_limit_cents, overdue, arrears_revision)
     values ($1, 500000, false, 0), ($2, 0, true, 1)
     on conflict (tenant_id) do nothing`,
    [DEMO_TENANT_ID, ARREARS_TENANT_ID],
  );
  const opening = [
    // id, tenant, kind (1 consumption, 2 recharge), fee item, cents, remark
    [demoId(9, 0), DEMO_TENANT_ID, 2, null, 120000, 'opening balance'],
    [demoId(9, 1), ARREARS_TENANT_ID, 1, 'monthly', 35000, 'opening balance'],
  ] as const;
  for (const [id, tenantId, kind, feeItem, cents, remark] of opening) {
    await client.query(
      `with movement as (
         insert into billing.movements (id, tenant_id, kind, fee_item, source_key, remark, unit_price_cents,
                                        amount_cents, occurred_at)
         values ($1, $2, $3, $4, 'seed:opening', $6, $5, $5, now())
         on conflict do nothing
         returning id, tenant_id, kind, amount_cents)
       insert into billing.entries (tenant_id, movement_id, account, amount_cents)
       select tenant_id, id, leg.account, leg.amount
         from movement,
              lateral (values (case when kind = 1 then 'customer' else 'payments' end, -amount_cents),
                              (case when kind = 1 then 'usage' else 'customer' end, amount_cents))
                as leg (account, amount)`,
      [id, tenantId, kind, feeItem, cents, remark],
    );
  }
}

/** The free-trial user and its group (no phone or mailbox: nobody resets its password). */
async function seedTrial(client: Client): Promise<void> {
  await client.query(
    `insert into identity.users (id, tenant_id, username, real_name, type, status, password_hash, default_password)
     values ($1, $2, $3, 'Trial', $4, 1, $5, false)
     on conflict (id) do nothing`,
    [
      TRIAL_ID,
      DEMO_TENANT_ID,
      DEMO_TRIAL_ACCOUNT,
      USER_TYPE.ORDINARY,
      // a password nobody knows: the trial signs in without one
      await hashPassword(randomBytes(32).toString('hex')),
    ],
  );
  await client.query(
    `insert into identity.permission_groups (id, tenant_id, perm_name, perm_desc, paths)
     values ($1, $2, 'Trial', 'The free trial: every screen but the system menu', $3)
     on conflict (id) do nothing`,
    [TRIAL_GROUP_ID, DEMO_TENANT_ID, DEMO_TRIAL_PATHS],
  );
  await client.query(
    `insert into identity.user_groups (tenant_id, user_id, group_id) values ($1, $2, $3) on conflict do nothing`,
    [DEMO_TENANT_ID, TRIAL_ID, TRIAL_GROUP_ID],
  );
}
