import { type Device, type DeviceLog, type DeviceLogOperator, type PageResult } from '@timber/contracts';
import {
  type ApiClient,
  DEMO_DEVICES,
  DEMO_TENANT_ID,
  expectEventually,
  startTestStack,
  type TestStack,
} from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MISSING_ID = '00000000-0000-4000-8000-00000000ffff';
const today = (): string => new Date().toISOString().slice(0, 10);

const rejectedBy = (device: { id: string; deviceNo: string }) => ({
  deviceId: device.id,
  deviceNo: device.deviceNo,
  idempotencyKey: null,
});

interface ChangedRow {
  partition_key: string;
  payload: {
    deviceId: string;
    deviceNo: string;
    deviceName: string;
    status: number;
    standards: string[];
    minDiameterCm: number;
    maxDiameterCm: number;
    revision: number;
    deleted: boolean;
  };
}

/**
 * §2 Devices over real HTTP: BFF → devices → PostgreSQL, the outbox of every change, and the
 * device log fed by ingest's events through Redis Streams.
 */
describe('device list, settings and log through the BFF (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let admin: ApiClient;
  let db: Client;

  beforeAll(async () => {
    system = await startTestStack('devices-registry');
    admin = await system.loginAs('admin');
    db = new Client({ connectionString: system.adminUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await system.stop();
  });

  const devices = (body: Record<string, unknown> = {}, as: ApiClient = admin) =>
    as.ok<PageResult<Device>>('POST', '/device/pageData', { page: 1, pageSize: 50, ...body });
  const logs = (body: Record<string, unknown> = {}, as: ApiClient = admin) =>
    as.ok<PageResult<DeviceLog>>('POST', '/deviceLog/pageData', { page: 1, pageSize: 100, ...body });
  /** The `devices.device.changed` events of a device in the outbox, oldest first. */
  const changes = async (deviceId: string): Promise<ChangedRow['payload'][]> =>
    (
      await db.query<ChangedRow>(
        `select partition_key, payload from devices.outbox
         where type = 'devices.device.changed' and payload->>'deviceId' = $1 order by seq`,
        [deviceId],
      )
    ).rows.map((row) => {
      expect(row.partition_key).toBe(deviceId);
      return row.payload;
    });
  const add = (body: Record<string, unknown>) =>
    admin.ok<Device>('POST', '/device/save', { type: 'handheld', standard: 'ch', ...body });

  it('lists the seeded devices newest first, filtered by number, name and status; their events are published', async () => {
    const all = await devices();
    expect(all.total).toBe(2);
    expect(all.records).toEqual([
      expect.objectContaining({
        id: DEMO_DEVICES[0].id,
        deviceNo: 'D-1001',
        deviceName: 'Gate scanner',
        status: 1,
        type: 'gateScanner',
        minDiameterCm: 6,
        maxDiameterCm: 120,
        standard: 'ch',
        standardDesc: 'China GB/T 4814 (GB/T 144 measuring)',
        credentialState: 'none',
        revision: 1,
      }),
      expect.objectContaining({ deviceNo: 'D-1002', standard: 'ch,rus_stp', type: 'handheld' }),
    ]);
    expect((await devices({ deviceNo: '1002' })).records.map((d) => d.deviceNo)).toEqual(['D-1002']);
    expect((await devices({ deviceName: 'SCANNER' })).records.map((d) => d.deviceNo)).toEqual(['D-1001']);
    expect((await devices({ status: 0 })).total).toBe(0);
    expect((await devices({ page: 2, pageSize: 1 })).records.map((d) => d.deviceNo)).toEqual(['D-1002']);
    // The seed wrote each device's revision-1 event with it; the relay publishes them.
    expect(await changes(DEMO_DEVICES[1].id)).toEqual([
      {
        deviceId: DEMO_DEVICES[1].id,
        deviceNo: 'D-1002',
        deviceName: 'Yard handheld',
        status: 1,
        standards: ['ch', 'rus_stp'],
        minDiameterCm: 4,
        maxDiameterCm: 80,
        revision: 1,
        deleted: false,
      },
    ]);
    await expectEventually(async () => {
      const pending = await db.query(`select 1 from devices.outbox where published_at is null`);
      expect(pending.rowCount).toBe(0);
    }, 20_000);
  });

  it('adds a device (number upper-cased, unique per tenant) with its event and log line', async () => {
    const device = await add({
      deviceNo: ' d-2001 ',
      deviceName: ' Crane scanner ',
      type: 'conveyor',
      standard: ' rus_stp, ch ,ch',
      customerNo: 'C0001',
    });
    expect(device).toMatchObject({
      deviceNo: 'D-2001',
      deviceName: 'Crane scanner',
      status: 1,
      type: 'conveyor',
      standard: 'rus_stp,ch',
      customerNo: 'C0001',
      credentialState: 'none',
      revision: 1,
    });
    expect(await changes(device.id)).toEqual([
      {
        deviceId: device.id,
        deviceNo: 'D-2001',
        deviceName: 'Crane scanner',
        status: 1,
        standards: ['rus_stp', 'ch'],
        minDiameterCm: 8,
        maxDiameterCm: 100,
        revision: 1,
        deleted: false,
      },
    ]);
    const taken = await admin.post('/device/save', {
      deviceNo: 'D-2001',
      deviceName: 'Again',
      type: 'handheld',
      standard: 'ch',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 402101, msg: 'The device number "D-2001" is already in use' });
    const line = (await logs({ deviceNo: 'D-2001' })).records;
    expect(line).toEqual([
      expect.objectContaining({
        deviceId: device.id,
        deviceName: 'Crane scanner',
        oprName: 'admin',
        logAction: 'added',
        detail: { type: 'conveyor', standards: 'rus_stp,ch' },
      }),
    ]);
  });

  it('validates a new device field by field, in the language asked for', async () => {
    const bad = await admin.post('/device/save', {
      deviceNo: 'D_1',
      deviceName: '',
      type: 'tripod',
      standard: 'ch',
    });
    expect(bad.body.code).toBe(400001);
    expect(bad.body.msg).toContain('deviceNo is not valid');
    expect(bad.body.msg).toContain('deviceName is required');
    expect(bad.body.msg).toContain('type is not valid');
    const long = await admin.post('/device/save', {
      deviceNo: 'D'.repeat(21),
      deviceName: 'x'.repeat(51),
      type: 'handheld',
      standard: 'ch',
      extra: 1,
    });
    expect(long.body.msg).toContain('deviceNo may have at most 20 characters');
    expect(long.body.msg).toContain('deviceName may have at most 50 characters');
    expect(long.body.msg).toContain('Unknown field: extra');
    const empty = await admin.post('/device/save', {
      deviceNo: 'D-3',
      deviceName: 'E',
      type: 'handheld',
      standard: ' , ',
    });
    expect(empty.body).toMatchObject({
      code: 402103,
      msg: 'Choose at least one measuring standard for the device',
    });
    const zh = await system.loginAs('admin', 'zh');
    const unknown = await zh.post('/device/save', {
      deviceNo: 'D-3',
      deviceName: 'E',
      type: 'handheld',
      standard: 'ch,gb',
    });
    expect(unknown.body).toMatchObject({ code: 402104, msg: '未知的计量标准“gb”' });
    expect((await devices({ deviceNo: 'D-3' })).total).toBe(0);
  });

  it('renames by number (double-click edit): a new revision, its event and a log line; the same name changes nothing', async () => {
    const device = await add({ deviceNo: 'R-1', deviceName: 'Old name' });
    const renamed = await admin.ok<Device>('POST', '/device/changeName/r-1', { deviceName: ' New name ' });
    expect(renamed).toMatchObject({ id: device.id, deviceName: 'New name', revision: 2 });
    const again = await admin.ok<Device>('POST', '/device/changeName/R-1', { deviceName: 'New name' });
    expect(again.revision).toBe(2);
    expect((await changes(device.id)).map((c) => [c.revision, c.deviceName])).toEqual([
      [1, 'Old name'],
      [2, 'New name'],
    ]);
    expect((await logs({ deviceNo: 'R-1' })).records[0]).toMatchObject({
      logAction: 'renamed',
      deviceName: 'New name',
      detail: { from: 'Old name', to: 'New name' },
    });
    expect((await admin.post('/device/changeName/R-404', { deviceName: 'X' })).body.code).toBe(402102);
    expect((await admin.post('/device/changeName/R-1', { deviceName: '  ' })).body.code).toBe(400001);
    expect((await admin.post('/device/changeName/R 1', { deviceName: 'X' })).body.code).toBe(400001);
  });

  it('sets the standards from a comma list: at least one, each known', async () => {
    const device = await add({ deviceNo: 'S-1', deviceName: 'Standards' });
    const set = await admin.ok<Device>('POST', `/device/standard/setup/${device.id}`, {
      standard: 'ch, rus_stp,jas',
    });
    expect(set).toMatchObject({ standard: 'ch,rus_stp,jas', revision: 2 });
    expect((await changes(device.id)).at(-1)).toMatchObject({
      revision: 2,
      standards: ['ch', 'rus_stp', 'jas'],
    });
    const same = await admin.ok<Device>('POST', `/device/standard/setup/${device.id}`, {
      standard: 'ch,rus_stp,jas',
    });
    expect(same.revision).toBe(2);
    expect((await admin.post(`/device/standard/setup/${device.id}`, { standard: '' })).body.code).toBe(
      400001,
    );
    expect((await admin.post(`/device/standard/setup/${device.id}`, { standard: ',' })).body.code).toBe(
      402103,
    );
    const unknown = await admin.post(`/device/standard/setup/${device.id}`, { standard: 'ch,nope' });
    expect(unknown.body).toMatchObject({ code: 402104, msg: 'Unknown measuring standard "nope"' });
    expect((await admin.post(`/device/standard/setup/${MISSING_ID}`, { standard: 'ch' })).body.code).toBe(
      402102,
    );
    expect((await admin.post('/device/standard/setup/not-a-uuid', { standard: 'ch' })).body.code).toBe(
      400001,
    );
    expect((await changes(device.id)).length).toBe(2);
    expect((await logs({ deviceNo: 'S-1' })).records[0]).toMatchObject({
      logAction: 'standardsChanged',
      detail: { from: 'ch', to: 'ch,rus_stp,jas' },
    });
  });

  it('switches a device off and on, each a revision with its event and log line', async () => {
    const device = await add({ deviceNo: 'W-1', deviceName: 'Switch' });
    expect(await admin.ok<Device>('POST', `/device/status/${device.id}`, { status: 0 })).toMatchObject({
      status: 0,
      revision: 2,
    });
    expect((await admin.ok<Device>('POST', `/device/status/${device.id}`, { status: 0 })).revision).toBe(2);
    expect((await devices({ status: 0 })).records.map((d) => d.deviceNo)).toEqual(['W-1']);
    expect((await admin.ok<Device>('POST', `/device/status/${device.id}`, { status: 1 })).revision).toBe(3);
    expect((await changes(device.id)).map((c) => [c.revision, c.status])).toEqual([
      [1, 1],
      [2, 0],
      [3, 1],
    ]);
    expect((await logs({ deviceNo: 'W-1' })).records.map((r) => r.logAction)).toEqual([
      'switchedOn',
      'switchedOff',
      'added',
    ]);
    expect((await admin.post(`/device/status/${device.id}`, { status: 2 })).body.code).toBe(400001);
    expect((await admin.post(`/device/status/${MISSING_ID}`, { status: 1 })).body.code).toBe(402102);
  });

  it('deletes a device: a deleted event one revision newer, its log kept', async () => {
    const device = await add({ deviceNo: 'X-1', deviceName: 'Doomed' });
    await admin.ok('POST', `/device/del/${device.id}`);
    expect((await devices({ deviceNo: 'X-1' })).total).toBe(0);
    expect((await changes(device.id)).at(-1)).toMatchObject({ revision: 2, deleted: true, deviceNo: 'X-1' });
    expect((await logs({ deviceNo: 'X-1' })).records.map((r) => r.logAction)).toEqual(['deleted', 'added']);
    expect((await admin.post(`/device/del/${device.id}`)).body.code).toBe(402102);
    // The number is free again.
    expect((await add({ deviceNo: 'X-1', deviceName: 'Reborn' })).revision).toBe(1);
  });

  it("pages the device log by creator and the caller's days; lists its creators", async () => {
    const operators = await admin.ok<DeviceLogOperator[]>('POST', '/deviceLog/operators', {});
    expect(operators.map((o) => o.oprName)).toEqual(['admin']);
    const adminId = operators[0]!.userId;
    const mine = await logs({ userId: adminId, createTimeFrom: today(), createTimeTo: today() });
    expect(mine.total).toBeGreaterThanOrEqual(10);
    expect(mine.records.every((r) => r.oprId === adminId)).toBe(true);
    const seeded = await logs({ userId: adminId, createTimeTo: '2000-01-01' });
    expect(seeded.total).toBe(0);
    expect((await logs({ userId: randomUUID() })).total).toBe(0);
    const firstTwo = await logs({ pageSize: 2 });
    const next = await logs({ page: 2, pageSize: 2 });
    expect(firstTwo.records).toHaveLength(2);
    expect(next.records[0]!.createTime <= firstTwo.records[1]!.createTime).toBe(true);
    expect((await admin.post('/deviceLog/pageData', { userId: 'admin' })).body.code).toBe(400001);
    expect((await admin.post('/deviceLog/pageData', { createTimeFrom: '23-11-2026' })).body.code).toBe(
      400001,
    );
  });

  it("keeps tenants apart: another tenant neither sees nor changes the demo tenant's devices", async () => {
    const other = await system.loginAs('arrears');
    expect((await devices({}, other)).total).toBe(0);
    expect((await logs({}, other)).total).toBe(0);
    expect((await other.post('/device/changeName/D-1001', { deviceName: 'Mine' })).body.code).toBe(402102);
    expect((await other.post(`/device/status/${DEMO_DEVICES[0].id}`, { status: 0 })).body.code).toBe(402102);
    expect((await other.post(`/device/del/${DEMO_DEVICES[0].id}`)).body.code).toBe(402102);
    // The same number in another tenant is another device.
    const own = await other.ok<Device>('POST', '/device/save', {
      deviceNo: 'D-1001',
      deviceName: 'Their scanner',
      type: 'handheld',
      standard: 'ch',
    });
    expect(own.id).not.toBe(DEMO_DEVICES[0].id);
    expect((await devices({ deviceNo: 'D-1001' })).records).toEqual([
      expect.objectContaining({ id: DEMO_DEVICES[0].id, deviceName: 'Gate scanner' }),
    ]);
  });

  it('refuses the calls without a login or without the permission', async () => {
    expect((await system.client().post('/device/pageData', {})).body.code).toBe(401001);
    const clerk = await system.loginAs('clerk');
    expect((await clerk.post('/device/pageData', {})).body.code).toBe(403001);
    expect((await clerk.post('/deviceLog/pageData', {})).body.code).toBe(403001);
  });

  it("logs ingest's events once each, even when they are published again, and follows the credential state", async () => {
    const [scanner, handheld] = DEMO_DEVICES;
    const adminId = (await admin.ok<DeviceLogOperator[]>('POST', '/deviceLog/operators', {}))[0]!.userId;
    const events = [
      [
        'ingest.device.enrolled',
        { deviceId: scanner.id, deviceNo: scanner.deviceNo, credentialId: randomUUID() },
      ],
      [
        'ingest.measurement.received',
        {
          measurementId: randomUUID(),
          deviceId: scanner.id,
          deviceNo: scanner.deviceNo,
          idempotencyKey: 'sheet-000001',
          kind: 1,
          standard: 'ch',
          woodKindId: '00000000-0000-4000-8000-000000000301',
          locationId: '00000000-0000-4000-8000-000000000400',
          customerId: null,
          transportNum: 'AB123',
          deviceTime: new Date().toISOString(),
          logs: [
            { minDiameterCm: 20, maxDiameterCm: 22, lengthM: 4, picture: null, abnormal: null },
            { minDiameterCm: 30, maxDiameterCm: 25, lengthM: 4, picture: null, abnormal: 'minAboveMax' },
            { minDiameterCm: 24, maxDiameterCm: 26, lengthM: 4, picture: null, abnormal: null },
          ],
        },
      ],
      [
        'ingest.measurement.rejected',
        {
          deviceId: scanner.id,
          deviceNo: scanner.deviceNo,
          idempotencyKey: null,
          reason: 'INGEST.UNKNOWN_STANDARD',
        },
      ],
      [
        'ingest.device.enrolled',
        { deviceId: handheld.id, deviceNo: handheld.deviceNo, credentialId: randomUUID() },
      ],
      [
        'ingest.device.revoked',
        { deviceId: handheld.id, deviceNo: handheld.deviceNo, actorId: adminId, actorName: 'admin' },
      ],
    ] as const;
    const publish = async (
      type: string,
      payload: { deviceId: string; [field: string]: unknown },
    ): Promise<string> => {
      const eventId = randomUUID();
      await db.query(
        `insert into ingest.outbox (event_id, tenant_id, type, version, partition_key, correlation_id, occurred_at, payload)
         values ($1, $2, $3, 1, $4, 'registry-test', now(), $5)`,
        [eventId, DEMO_TENANT_ID, type, payload.deviceId, JSON.stringify(payload)],
      );
      return eventId;
    };
    const ids: string[] = [];
    for (const [type, payload] of events) {
      ids.push(await publish(type, payload));
    }
    const fromEvents = async () =>
      (
        await db.query<{
          action: string;
          device_no: string;
          device_name: string;
          opr_name: string;
          detail: object;
        }>(
          `select action, device_no, device_name, opr_name, detail from devices.device_logs
           where event_id = any($1::uuid[]) order by device_no, action`,
          [ids],
        )
      ).rows;
    const expected = [
      { action: 'enrolled', device_no: 'D-1001', device_name: 'Gate scanner', opr_name: 'D-1001' },
      {
        action: 'rejected',
        device_no: 'D-1001',
        opr_name: 'D-1001',
        detail: { reason: 'INGEST.UNKNOWN_STANDARD' },
      },
      {
        action: 'upload',
        device_no: 'D-1001',
        opr_name: 'D-1001',
        detail: { logs: 3, abnormal: 1, kind: 1, standard: 'ch' },
      },
      { action: 'enrolled', device_no: 'D-1002', device_name: 'Yard handheld' },
      { action: 'revoked', device_no: 'D-1002', opr_name: 'admin' },
    ];
    await expectEventually(async () => {
      expect(await fromEvents()).toEqual(expected.map((row): unknown => expect.objectContaining(row)));
    }, 20_000);
    const states = async () =>
      Object.fromEntries((await devices()).records.map((d) => [d.deviceNo, d.credentialState]));
    expect(await states()).toMatchObject({ 'D-1001': 'enrolled', 'D-1002': 'revoked' });

    // The relay publishes the same events again, then one more per device: once the last ones
    // are logged, the repeats before them in their partitions have been handled, and ignored.
    await db.query(`update ingest.outbox set published_at = null where event_id = any($1::uuid[])`, [ids]);
    const markers = [
      await publish('ingest.measurement.rejected', { ...rejectedBy(scanner), reason: 'MARKER' }),
      await publish('ingest.measurement.rejected', { ...rejectedBy(handheld), reason: 'MARKER' }),
    ];
    await expectEventually(async () => {
      const logged = await db.query(`select 1 from devices.device_logs where event_id = any($1::uuid[])`, [
        markers,
      ]);
      expect(logged.rowCount).toBe(2);
    }, 20_000);
    const consumed = await db.query<{ n: number }>(
      `select count(*)::int as n from devices.processed_events
       where consumer = 'devices.device-log' and event_id = any($1::uuid[])`,
      [ids],
    );
    expect(consumed.rows[0]?.n).toBe(5);
    expect(await fromEvents()).toHaveLength(5);
    const page = await logs({ deviceNo: 'D-1001' });
    expect(page.records.filter((r) => r.logAction === 'upload')).toHaveLength(1);
    expect(page.records.find((r) => r.logAction === 'upload')).toMatchObject({
      oprId: null,
      oprName: 'D-1001',
    });
  });
});
