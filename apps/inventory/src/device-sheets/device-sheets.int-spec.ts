import { type EnrolAnswer, type SheetAccepted } from '@timber/contracts';
import {
  type ApiClient,
  DEMO_TENANT_ID,
  enrolDevice,
  expectEventually,
  startTestStack,
  type TestStack,
} from '@timber/testing';
import { measureLog } from '@timber/volume';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LARCH = '00000000-0000-4000-8000-000000000301';
const YARD_A = '00000000-0000-4000-8000-000000000400';
const NORTHERN = '00000000-0000-4000-8000-000000000500';

interface StoredLog {
  wood_code: string;
  min_diameter: string;
  max_diameter: string;
  length_m: string;
  diameter_class: number | null;
  volume_e4: number | null;
  abnormal: boolean;
  manual: boolean;
  data_source: number;
  device_no: string;
  pic_url: string;
}

/**
 * Device sheets reach inventory through the event bus: ingest accepts a sheet and writes
 * `ingest.measurement.received`; inventory's consumer makes it a pending sheet with volumes from
 * libs/volume, once, also when inventory was down while the sheet arrived.
 */
describe('device sheets become pending sheets in inventory (real processes)', () => {
  let system: TestStack;
  let admin: ApiClient;
  let sql: Client;
  let device: EnrolAnswer;
  let ingest: string;

  beforeAll(async () => {
    system = await startTestStack('device-sheets');
    admin = await system.loginAs('admin');
    ingest = system.stack.url('ingest');
    sql = new Client({ connectionString: system.adminUrl });
    await sql.connect();
    // the device as the devices service announces it, then enrolled with its QR code's link
    const deviceId = randomUUID();
    await sql.query(
      `insert into devices.outbox (event_id, tenant_id, type, version, partition_key, correlation_id, occurred_at, payload)
       values ($1, $2, 'devices.device.changed', 1, $3, $4, now(), $5)`,
      [
        randomUUID(),
        DEMO_TENANT_ID,
        deviceId,
        randomUUID(),
        JSON.stringify({
          deviceId,
          deviceNo: 'DEV-INV-1',
          deviceName: 'Yard gate scanner',
          status: 1,
          standards: ['ch', 'ch_gd'],
          minDiameterCm: 8,
          maxDiameterCm: 80,
          revision: 1,
          deleted: false,
        }),
      ],
    );
    device = await enrolDevice(admin, deviceId);
  });
  afterAll(async () => {
    await sql.end();
    await system.stop();
  });

  const post = async (body: Record<string, unknown>): Promise<SheetAccepted> => {
    const response = await fetch(`${ingest}/v1/sheets`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Device ${device.token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; msg: string; data: SheetAccepted };
    expect(answer.msg).toBe('Operation succeeded');
    return answer.data;
  };
  const sheetsOf = async (transportNum: string) =>
    (
      await sql.query<{
        id: string;
        kind: number;
        spu: string;
        status: number;
        standard: string;
        sheet_date: Date;
        customer_id: string | null;
        quantity: number;
        volume_e4: number;
        error_num: number;
        device_no: string;
        creator_name: string;
      }>(`select * from inventory.sheets where transport_num = $1`, [transportNum])
    ).rows;

  it('makes a pending sheet whose volumes are the volume library’s under the chosen standard', async () => {
    const readings: [number, number, number, string | null][] = [
      [24.5, 26, 4, null],
      [31, 33.2, 4, 'pic/0002.jpg'],
      [18.2, 19, 2.6, null],
      [30, 28, 4, null], // ends read the wrong way round
      [24, 25, 0, null], // zero length: kept, unmeasured
      [5, 6, 4, null], // below the device's range
    ];
    const accepted = await post({
      kind: 1,
      standard: 'ch_gd',
      woodKindId: LARCH,
      locationId: YARD_A,
      customerId: NORTHERN,
      transportNum: 'VOL001',
      deviceTime: '2026-11-20T23:30:00+08:00',
      logs: readings.map(([min, max, length, picture]) => ({
        minDiameterCm: min,
        maxDiameterCm: max,
        lengthM: length,
        ...(picture ? { picture } : {}),
      })),
    });
    expect(accepted).toMatchObject({ logs: 6, abnormal: 3 });
    const [sheet] = await expectEventually(async () => {
      const found = await sheetsOf('VOL001');
      expect(found).toHaveLength(1);
      return found;
    }, 20_000);
    const logs = (
      await sql.query<StoredLog>(
        `select * from inventory.sheet_logs where sheet_id = $1 order by wood_code::int`,
        [sheet?.id],
      )
    ).rows;
    const expected = readings.map(([min, max, length]) =>
      length > 0
        ? measureLog('ch_gd', { minDiameter: Math.min(min, max), maxDiameter: Math.max(min, max), length })
        : undefined,
    );
    expect(logs.map((l) => l.volume_e4)).toEqual(expected.map((m) => m?.volumeE4 ?? null));
    expect(logs.map((l) => l.diameter_class)).toEqual(expected.map((m) => m?.diameterClass ?? null));
    expect(logs.map((l) => [Number(l.min_diameter), Number(l.max_diameter), Number(l.length_m)])).toEqual(
      readings.map(([min, max, length]) => [min, max, length]),
    );
    expect(logs.map((l) => l.abnormal)).toEqual([false, false, false, true, true, true]);
    expect(logs.every((l) => l.data_source === 1 && !l.manual && l.device_no === 'DEV-INV-1')).toBe(true);
    expect(logs.map((l) => l.pic_url)).toEqual(['', 'pic/0002.jpg', '', '', '', '']);
    const total = expected.reduce((sum, m) => sum + (m?.volumeE4 ?? 0), 0);
    expect(sheet).toMatchObject({
      kind: 1,
      status: 1,
      standard: 'ch_gd',
      customer_id: NORTHERN,
      quantity: 6,
      volume_e4: total,
      error_num: 3,
      device_no: 'DEV-INV-1',
      creator_name: 'DEV-INV-1',
    });
    // the day the device measured on, by its own clock
    expect(sheet?.sheet_date.toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(sheet?.spu).toBe('IN20261120-0001');

    // the stock-in list shows it as a pending device sheet with the abnormal count
    const list = await admin.ok<{
      records: { spu: string; status: number; errorNum: number; deviceNo: string; volume: number }[];
    }>('POST', '/stockIn/h/pageSpu', { page: 1, pageSize: 10, spu: 'IN20261120' });
    expect(list.records).toEqual([
      expect.objectContaining({
        spu: 'IN20261120-0001',
        status: 1,
        errorNum: 3,
        deviceNo: 'DEV-INV-1',
        volume: Math.round(total / 10) / 1000,
      }),
    ]);
  });

  it('makes a stock-out sheet of a stock-out measurement', async () => {
    await post({
      kind: 2,
      standard: 'ch',
      woodKindId: LARCH,
      locationId: YARD_A,
      transportNum: 'OUT001',
      deviceTime: '2026-11-21T10:00:00Z',
      logs: [{ minDiameterCm: 28, maxDiameterCm: 30, lengthM: 4 }],
    });
    const [sheet] = await expectEventually(async () => {
      const found = await sheetsOf('OUT001');
      expect(found).toHaveLength(1);
      return found;
    }, 20_000);
    expect(sheet).toMatchObject({
      kind: 2,
      status: 1,
      customer_id: null,
      volume_e4: measureLog('ch', { minDiameter: 28, maxDiameter: 30, length: 4 }).volumeE4,
    });
    expect(sheet?.spu).toMatch(/^OUT20261121-\d{4}$/);
  });

  it('delivers the sheets that arrived while inventory was down once it is back, each once', async () => {
    await system.stack.kill('inventory');
    const body = (n: number) => ({
      kind: 1,
      standard: 'ch',
      woodKindId: LARCH,
      locationId: YARD_A,
      customerId: NORTHERN,
      transportNum: 'DOWN001',
      deviceTime: new Date().toISOString(),
      logs: Array.from({ length: 3 + n }, (_, i) => ({
        minDiameterCm: 20 + i,
        maxDiameterCm: 21 + i,
        lengthM: 4,
      })),
    });
    // ingest accepts them while inventory is down
    for (const n of [0, 1, 2]) {
      expect((await post(body(n))).logs).toBe(3 + n);
    }
    expect(await sheetsOf('DOWN001')).toHaveLength(0);
    await system.stack.restart('inventory');
    const sheets = await expectEventually(
      async () => {
        const found = await sheetsOf('DOWN001');
        expect(found).toHaveLength(3);
        return found;
      },
      60_000,
      250,
    );
    expect(sheets.map((s) => s.quantity).sort()).toEqual([3, 4, 5]);
    // nothing doubled later on either
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await sheetsOf('DOWN001')).toHaveLength(3);
  }, 90_000);
});
