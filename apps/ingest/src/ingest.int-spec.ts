import { type EnrolAnswer, type EnrolmentCode, type SheetAccepted } from '@timber/contracts';
import { type ApiClient, expectEventually, startTestStack, type TestStack } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announceDevice,
  DEMO_CUSTOMER,
  DEMO_LOCATION,
  DEMO_WOOD_KIND,
  deviceCall,
  enrolDevice,
  enrolmentCode,
} from './testing/device-fixtures';

const MISSING_ID = '00000000-0000-4000-8000-00000000ffff';

/** A valid sheet of two logs; `changes` replace or add fields. */
const sheet = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  kind: 1,
  standard: 'ch',
  woodKindId: DEMO_WOOD_KIND,
  locationId: DEMO_LOCATION,
  customerId: DEMO_CUSTOMER,
  transportNum: 'MGL8823',
  deviceTime: '2026-11-23T08:30:00+08:00',
  logs: [
    { minDiameterCm: 24.5, maxDiameterCm: 26, lengthM: 4 },
    { minDiameterCm: 31, maxDiameterCm: 33.2, lengthM: 4, picture: 'pic/0002.jpg' },
  ],
  ...changes,
});

/**
 * §2 Ingest over the real processes: the device list's enrolment code through the BFF, a device's
 * enrolment and calls straight to ingest, revocation, validation, idempotency keys; the device
 * copy comes from `devices.device.changed` rows in the devices outbox, as the devices service
 * writes them.
 */
describe('ingest: the device-facing API (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let admin: ApiClient;
  let sql: Client;
  let ingest: string;

  beforeAll(async () => {
    system = await startTestStack('ingest');
    admin = await system.loginAs('admin');
    ingest = system.stack.url('ingest');
    sql = new Client({ connectionString: system.adminUrl });
    await sql.connect();
  });
  afterAll(async () => {
    await sql.end();
    await system.stop();
  });

  const newDevice = async (changes: Record<string, unknown> = {}): Promise<EnrolAnswer> => {
    const deviceId = randomUUID();
    await announceDevice(system.adminUrl, { deviceId, ...changes });
    return enrolDevice(ingest, admin, deviceId);
  };
  /** Posts a sheet under `key` (a fresh one by default; null sends none). */
  const post = (token: string, body: unknown, key: string | null = randomUUID()) =>
    deviceCall<SheetAccepted>(
      ingest,
      token,
      'POST',
      '/v1/sheets',
      body,
      key ? { 'idempotency-key': key } : {},
    );
  const rejections = async (deviceId: string): Promise<string[]> =>
    (
      await sql.query<{ reason: string }>(
        `select payload->>'reason' as reason from ingest.outbox
         where type = 'ingest.measurement.rejected' and payload->>'deviceId' = $1 order by seq`,
        [deviceId],
      )
    ).rows.map((r) => r.reason);

  describe('enrolment', () => {
    it('answers 404 for a device ingest does not know (yet), then a one-time code once it does', async () => {
      const deviceId = randomUUID();
      const early = await admin.post(`/device/enrol/${deviceId}`);
      expect(early.status).toBe(404);
      expect(early.body).toEqual({
        code: 402301,
        msg: 'No device with this id is known; a device added a moment ago may take a few seconds to arrive, so try again then',
        data: null,
      });
      const change = await announceDevice(system.adminUrl, { deviceId, deviceNo: 'DEV-QR-1' });
      const before = Date.now();
      const code = await enrolmentCode(admin, deviceId);
      expect(code.deviceNo).toBe('DEV-QR-1');
      expect(code.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const expires = new Date(code.expiresAt).getTime();
      expect(expires - before).toBeGreaterThan(14 * 60_000);
      expect(expires - before).toBeLessThanOrEqual(15 * 60_000 + 5_000);
      expect(code.enrolUrl).toBe(`${ingest}/v1/enrol?deviceNo=DEV-QR-1&code=${code.code}`);
      // only its hash is stored
      const stored = await sql.query(`select 1 from ingest.enrolment_codes where code_hash = $1`, [
        code.code,
      ]);
      expect(stored.rowCount).toBe(0);

      const enrolled = await fetch(`${ingest}/v1/enrol`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ deviceNo: 'DEV-QR-1', code: code.code }),
      });
      const answer = (await enrolled.json()) as { code: number; data: EnrolAnswer };
      expect(answer).toMatchObject({
        code: 0,
        data: { deviceId, deviceNo: 'DEV-QR-1', standards: change.standards },
      });
      expect((await deviceCall(ingest, answer.data.token, 'GET', '/v1/references')).body.code).toBe(0);
      const credentials = await sql.query<{ token_hash: string }>(
        `select token_hash from ingest.credentials where device_id = $1`,
        [deviceId],
      );
      expect(credentials.rows).toHaveLength(1);
      expect(credentials.rows[0]?.token_hash).not.toContain(answer.data.token.split('.')[1]);
      const events = await sql.query(
        `select 1 from ingest.outbox where type = 'ingest.device.enrolled' and payload->>'deviceId' = $1`,
        [deviceId],
      );
      expect(events.rowCount).toBe(1);
    });

    it('uses a code once, refuses a wrong device number, an unknown code and an expired code', async () => {
      const deviceId = randomUUID();
      await announceDevice(system.adminUrl, { deviceId, deviceNo: 'DEV-QR-2' });
      const enrol = async (deviceNo: string, code: string) =>
        (await (
          await fetch(`${ingest}/v1/enrol`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', lang: 'en' },
            body: JSON.stringify({ deviceNo, code }),
          })
        ).json()) as { code: number; msg: string };

      const code = await enrolmentCode(admin, deviceId);
      expect((await enrol('DEV-OTHER', code.code)).code).toBe(402302);
      expect((await enrol('DEV-QR-2', code.code)).code).toBe(0);
      expect(await enrol('DEV-QR-2', code.code)).toMatchObject({
        code: 402302,
        msg: "The enrolment code is wrong or has already been used: show the device's QR code again",
      });
      expect((await enrol('DEV-QR-2', 'not-a-code-at-all')).code).toBe(402302);

      const late = await enrolmentCode(admin, deviceId);
      await sql.query(
        `update ingest.enrolment_codes set expires_at = now() - interval '1 second'
                       where used_at is null and device_id = $1`,
        [deviceId],
      );
      expect(await enrol('DEV-QR-2', late.code)).toMatchObject({
        code: 402303,
        msg: "The enrolment code has expired: show the device's QR code again",
      });
      expect((await enrol('DEV-QR-2', '')).code).toBe(400001);
    });

    it('needs the device list permission and a login for codes and revocation', async () => {
      const clerk = await system.loginAs('clerk');
      expect((await clerk.post(`/device/enrol/${MISSING_ID}`)).body.code).toBe(403001);
      expect((await clerk.post(`/device/revoke/${MISSING_ID}`)).body.code).toBe(403001);
      expect((await system.client().post(`/device/enrol/${MISSING_ID}`)).body.code).toBe(401001);
      expect((await admin.post('/device/enrol/not-a-uuid')).body.code).toBe(400001);
    });
  });

  describe('device credentials', () => {
    it('refuses a call without a credential or with a forged one', async () => {
      const none = await fetch(`${ingest}/v1/references`);
      expect(none.status).toBe(401);
      expect(((await none.json()) as { code: number }).code).toBe(402304);
      const forged = await deviceCall(
        ingest,
        `${'00000000-0000-4000-8000-000000000001'}.${'A'.repeat(43)}`,
        'GET',
        '/v1/references',
      );
      expect(forged.body).toMatchObject({
        code: 402304,
        msg: "The device's credential is not valid: enrol the device again",
      });
    });

    it("gives a device its standards and the tenant's wood kinds, locations and customers", async () => {
      const device = await newDevice({ standards: ['ch_gd', 'ch'] });
      const answer = await deviceCall<{
        standards: string[];
        woodKinds: { id: string; name: string }[];
        locations: { id: string; name: string }[];
        customers: { id: string; name: string }[];
      }>(ingest, device.token, 'GET', '/v1/references');
      expect(answer.body.data.standards).toEqual(['ch_gd', 'ch']);
      expect(answer.body.data.woodKinds).toContainEqual({ id: DEMO_WOOD_KIND, name: 'Larch' });
      expect(answer.body.data.locations).toContainEqual({ id: DEMO_LOCATION, name: 'Yard A' });
      expect(answer.body.data.customers).toContainEqual({
        id: DEMO_CUSTOMER,
        name: 'Northern Forest Products Co.',
      });
    });

    it('refuses a revoked device at once, every credential of it, and logs the refusal', async () => {
      const device = await newDevice();
      const second = await enrolDevice(ingest, admin, device.deviceId);
      expect((await post(device.token, sheet())).body.code).toBe(0);
      const revoked = await admin.ok<{ revoked: number }>('POST', `/device/revoke/${device.deviceId}`);
      expect(revoked).toEqual({ revoked: 2 });
      for (const token of [device.token, second.token]) {
        const refused = await post(token, sheet());
        expect(refused.status).toBe(401);
        expect(refused.body).toMatchObject({
          code: 402305,
          msg: "The device's credential was revoked: enrol the device again",
        });
      }
      expect((await deviceCall(ingest, device.token, 'GET', '/v1/references')).body.code).toBe(402305);
      expect(await rejections(device.deviceId)).toEqual([
        'INGEST.CREDENTIAL_REVOKED',
        'INGEST.CREDENTIAL_REVOKED',
      ]);
      const events = await sql.query<{ payload: unknown }>(
        `select payload from ingest.outbox where type = 'ingest.device.revoked' and payload->>'deviceId' = $1`,
        [device.deviceId],
      );
      expect(events.rows[0]?.payload).toMatchObject({ deviceNo: device.deviceNo, actorName: 'admin' });
      // a fresh enrolment works again
      const again = await enrolDevice(ingest, admin, device.deviceId);
      expect((await post(again.token, sheet())).body.code).toBe(0);
    });

    it('follows the device list: switched off is refused, an older change is ignored, deleted is gone', async () => {
      const device = await newDevice();
      await announceDevice(system.adminUrl, {
        deviceId: device.deviceId,
        deviceNo: device.deviceNo,
        status: 0,
        revision: 3,
      });
      await expectEventually(async () =>
        expect((await post(device.token, sheet())).body).toMatchObject({
          code: 402306,
          msg: 'The device is switched off in the device list',
        }),
      );
      // a late, older change does not switch it back on
      await announceDevice(system.adminUrl, {
        deviceId: device.deviceId,
        deviceNo: device.deviceNo,
        status: 1,
        revision: 2,
      });
      await announceDevice(system.adminUrl, {
        deviceId: device.deviceId,
        deviceNo: device.deviceNo,
        status: 0,
        deviceName: 'marker',
        revision: 4,
      });
      await expectEventually(async () => {
        const copy = await sql.query<{ device_name: string; status: number }>(
          `select device_name, status from ingest.devices where id = $1`,
          [device.deviceId],
        );
        expect(copy.rows[0]).toEqual({ device_name: 'marker', status: 0 });
      });
      await announceDevice(system.adminUrl, {
        deviceId: device.deviceId,
        deviceNo: device.deviceNo,
        revision: 5,
        deleted: true,
      });
      await expectEventually(async () => expect((await post(device.token, sheet())).body.code).toBe(402305));
      expect((await admin.post(`/device/enrol/${device.deviceId}`)).body.code).toBe(402310);
    });
  });

  describe('sheets', () => {
    let device: EnrolAnswer;
    beforeAll(async () => {
      device = await newDevice({ minDiameterCm: 8, maxDiameterCm: 80 });
    });

    it('accepts a sheet, keeps badly measured logs and flags them in the event', async () => {
      const key = randomUUID();
      const answer = await post(
        device.token,
        sheet({
          logs: [
            { minDiameterCm: 24.5, maxDiameterCm: 26, lengthM: 4 },
            { minDiameterCm: 30, maxDiameterCm: 28, lengthM: 4 },
            { minDiameterCm: 24, maxDiameterCm: 25, lengthM: 0 },
            { minDiameterCm: 5, maxDiameterCm: 6, lengthM: 4 },
            { minDiameterCm: 70, maxDiameterCm: 92, lengthM: 4 },
          ],
        }),
        key,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ idempotencyKey: key, logs: 5, abnormal: 4 });
      const event = await sql.query<{
        payload: { readings: { abnormal: (string | null)[] }; customerId: string };
      }>(
        `select payload from ingest.outbox where type = 'ingest.measurement.received' and payload->>'idempotencyKey' = $1`,
        [key],
      );
      expect(event.rows[0]?.payload.readings.abnormal).toEqual([
        null,
        'minAboveMax',
        'zeroLength',
        'outOfRange',
        'outOfRange',
      ]);
      expect(event.rows[0]?.payload.customerId).toBe(DEMO_CUSTOMER);
    });

    it('names every invalid field, and a refused sheet reaches the device log', async () => {
      const cases: [string, unknown, string | null, string][] = [
        ['no key', sheet(), null, 'Idempotency-Key is required'],
        ['short key', sheet(), 'abc', 'Idempotency-Key needs at least 8 characters'],
        ['kind', sheet({ kind: 3 }), randomUUID(), 'kind is not valid'],
        ['wood kind', sheet({ woodKindId: 'pine' }), randomUUID(), 'woodKindId is not valid'],
        ['transport', sheet({ transportNum: 'MGL-88' }), randomUUID(), 'transportNum is not valid'],
        ['time', sheet({ deviceTime: 'yesterday' }), randomUUID(), 'deviceTime is not valid'],
        [
          'time ahead',
          sheet({ deviceTime: new Date(Date.now() + 2 * 86_400_000).toISOString() }),
          randomUUID(),
          "deviceTime must lie between 2000-01-01 and one day after the server's time",
        ],
        [
          'time before 2000',
          sheet({ deviceTime: '1999-12-31T10:00:00+08:00' }),
          randomUUID(),
          "deviceTime must lie between 2000-01-01 and one day after the server's time",
        ],
        ['no logs', sheet({ logs: [] }), randomUUID(), 'logs must be at least 1'],
        [
          'too many logs',
          sheet({
            logs: Array.from({ length: 5001 }, () => ({ minDiameterCm: 20, maxDiameterCm: 21, lengthM: 4 })),
          }),
          randomUUID(),
          'logs must be at most 5000',
        ],
        [
          'negative',
          sheet({ logs: [{ minDiameterCm: -1, maxDiameterCm: 21, lengthM: 4 }] }),
          randomUUID(),
          'logs.0.minDiameterCm must be at least 0',
        ],
        [
          'missing length',
          sheet({ logs: [{ minDiameterCm: 20, maxDiameterCm: 21 }] }),
          randomUUID(),
          'logs.0.lengthM is required',
        ],
        ['unknown field', sheet({ operator: 'Li' }), randomUUID(), 'Unknown field: operator'],
        ['not an object', ['logs'], randomUUID(), 'body is not valid'],
      ];
      for (const [name, body, key, message] of cases) {
        const answer = await post(device.token, body, key);
        expect(answer.status, name).toBe(400);
        expect(answer.body.code, name).toBe(400001);
        expect(answer.body.msg, name).toContain(message);
      }
      const reasons = await rejections(device.deviceId);
      expect(reasons.filter((r) => r === 'COMMON.VALIDATION')).toHaveLength(cases.length);
    });

    it('refuses a standard the device does not have and unknown references, naming which', async () => {
      const cases: [Record<string, unknown>, number, string][] = [
        [{ standard: 'jas' }, 402307, "The standard jas is not one of this device's standards"],
        [{ woodKindId: MISSING_ID }, 402308, `The woodKindId ${MISSING_ID} does not exist or was deleted`],
        [{ locationId: MISSING_ID }, 402308, `The locationId ${MISSING_ID} does not exist or was deleted`],
        [{ customerId: MISSING_ID }, 402308, `The customerId ${MISSING_ID} does not exist or was deleted`],
        // a wood kind id used as a location
        [
          { locationId: DEMO_WOOD_KIND },
          402308,
          `The locationId ${DEMO_WOOD_KIND} does not exist or was deleted`,
        ],
      ];
      for (const [changes, code, msg] of cases) {
        const answer = await post(device.token, sheet(changes));
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ code, msg, data: null });
      }
      const reasons = await rejections(device.deviceId);
      expect(reasons).toContain('INGEST.UNKNOWN_STANDARD');
      expect(reasons.filter((r) => r === 'INGEST.UNKNOWN_REFERENCE')).toHaveLength(4);
    });

    it('answers a retry with the stored answer byte for byte and refuses the key for another sheet', async () => {
      const key = `retry-${randomUUID()}`;
      const first = await post(device.token, sheet(), key);
      const retry = await post(device.token, sheet(), key);
      expect(first.body.code).toBe(0);
      expect(retry.text).toBe(first.text);
      // the same sheet with its fields in another order is the same sheet
      const reordered = Object.fromEntries(Object.entries(sheet()).reverse());
      expect((await post(device.token, reordered, key)).text).toBe(first.text);
      const other = await post(device.token, sheet({ transportNum: 'OTHER1' }), key);
      expect(other.status).toBe(409);
      expect(other.body).toMatchObject({
        code: 402309,
        msg: 'This Idempotency-Key was already used for a different sheet',
      });
      // another device may use the same key for its own sheet
      const neighbour = await newDevice();
      expect((await post(neighbour.token, sheet(), key)).body.code).toBe(0);
      const stored = await sql.query(`select 1 from ingest.measurements where idempotency_key = $1`, [key]);
      expect(stored.rowCount).toBe(2);
    });

    it('stores a sheet sent many times at once exactly once, and answers every copy alike', async () => {
      const key = `burst-${randomUUID()}`;
      const answers = await Promise.all(Array.from({ length: 12 }, () => post(device.token, sheet(), key)));
      expect(answers.map((a) => a.body.code)).toEqual(Array(12).fill(0));
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      const stored = await sql.query(`select 1 from ingest.measurements where idempotency_key = $1`, [key]);
      expect(stored.rowCount).toBe(1);
      const events = await sql.query(
        `select payload->>'measurementId' as id from ingest.outbox
         where type = 'ingest.measurement.received' and payload->>'idempotencyKey' = $1`,
        [key],
      );
      expect(events.rows).toHaveLength(1);
      // and inventory makes one pending sheet of it: every sheet this device got accepted is there once
      const measurementId = (events.rows[0] as { id: string }).id;
      await expectEventually(async () => {
        const processed = await sql.query(
          `select 1 from inventory.processed_events e join ingest.outbox o on o.event_id = e.event_id
           where e.consumer = 'inventory.ingest' and o.payload->>'measurementId' = $1`,
          [measurementId],
        );
        expect(processed.rowCount).toBe(1);
      }, 20_000);
      await expectEventually(async () => {
        const counts = await sql.query<{ accepted: number; sheets: number }>(
          `select (select count(*)::int from ingest.measurements where device_id = $1) as accepted,
                  (select count(*)::int from inventory.sheets where device_no = $2) as sheets`,
          [device.deviceId, device.deviceNo],
        );
        expect(counts.rows[0]?.sheets).toBe(counts.rows[0]?.accepted);
      }, 20_000);
    });

    it('a retry of an accepted sheet is answered as before even after its wood kind was deleted', async () => {
      const woodKind = await admin.ok<{ id: string }>('POST', '/wk/save', {
        woodKindName: `Retry pine ${Date.now()}`,
      });
      await expectEventually(async () => {
        const refs = await deviceCall<{ woodKinds: { id: string }[] }>(
          ingest,
          device.token,
          'GET',
          '/v1/references',
        );
        expect(refs.body.data.woodKinds.map((w) => w.id)).toContain(woodKind.id);
      });
      const key = randomUUID();
      const first = await post(device.token, sheet({ woodKindId: woodKind.id }), key);
      expect(first.body.code).toBe(0);
      // inventory must have made the sheet before the wood kind can go (a sheet keeps it)
      await expectEventually(async () => {
        const sheets = await sql.query(`select id from inventory.sheets where wood_kind_id = $1`, [
          woodKind.id,
        ]);
        expect(sheets.rowCount).toBe(1);
      }, 20_000);
      await sql.query(
        `delete from inventory.sheet_logs where sheet_id in (select id from inventory.sheets where wood_kind_id = $1)`,
        [woodKind.id],
      );
      await sql.query(`delete from inventory.sheets where wood_kind_id = $1`, [woodKind.id]);
      await admin.ok('POST', `/wk/del/${woodKind.id}`);
      await expectEventually(async () =>
        expect((await post(device.token, sheet({ woodKindId: woodKind.id }))).body.code).toBe(402308),
      );
      expect((await post(device.token, sheet({ woodKindId: woodKind.id }), key)).text).toBe(first.text);
    });
  });

  it('the enrolment answer matches the shape the QR dialog reads', async () => {
    const deviceId = randomUUID();
    await announceDevice(system.adminUrl, { deviceId });
    const code: EnrolmentCode = await enrolmentCode(admin, deviceId);
    expect(Object.keys(code).sort()).toEqual(['code', 'deviceNo', 'enrolUrl', 'expiresAt']);
  });
});
