// The demo tenant's measuring devices (issue 6: the device list), its device and app users, and a
// stock-in sheet a device measured.
import { hashPassword } from '@timber/auth';
import { clientPasswordHash, DEVICE_TYPES, type DeviceType, parseEventPayload } from '@timber/contracts';
import { measureLog } from '@timber/volume';
import type { Client } from 'pg';
import { ADMIN_ID, DEMO_TENANT_ID, demoId } from './demo-tenants-seed';

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
export async function seedDemoDevices(client: Client): Promise<void> {
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
export async function seedDeviceSheet(client: Client): Promise<void> {
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
export async function seedDemoAccounts(client: Client): Promise<void> {
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
