import {
  type Camera,
  clientPasswordHash,
  type DeviceAccount,
  type ImportProblem,
  type PageResult,
} from '@timber/contracts';
import { type ApiClient, DEMO_APP_LOGIN, startTestStack, type TestStack } from '@timber/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CameraSecrets } from './cameras/camera-secret';

const MISSING_ID = '00000000-0000-4000-8000-00000000ffff';
const today = (): string => new Date().toISOString().slice(0, 10);
/** The dev default of CAMERA_SECRET_KEY (config.ts): the test stack sets none. */
const DEV_CAMERA_KEY = 'dev-only-camera-secret-change-me';

/**
 * Device users, app users and IP cameras over real HTTP: BFF → devices → PostgreSQL, with the
 * demo seed's accounts.
 */
describe('device users, app users and IP cameras through the BFF (real processes, PostgreSQL)', () => {
  let system: TestStack;
  let admin: ApiClient;
  let other: ApiClient;

  beforeAll(async () => {
    system = await startTestStack('device-accounts');
    admin = await system.loginAs('admin');
    other = await system.loginAs('arrears');
  });
  afterAll(() => system.stop());

  const page = <T>(api: ApiClient, path: string, body: Record<string, unknown> = {}) =>
    api.ok<PageResult<T>>('POST', path, { page: 1, pageSize: 50, ...body });

  /** A query on the test database as its owner (sees every tenant). */
  async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: system.adminUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  describe('device users (§7 /operator; /deviceUser, chosen before, as aliases)', () => {
    it('lists the seeded device users newest first, by username and creation days', async () => {
      const all = await page<DeviceAccount>(admin, '/operator/pageData');
      expect(all.records.map((r) => r.username)).toEqual(['yard01', 'yard02']);
      expect(all.records[1]).toMatchObject({ realName: 'Li Na', phone: '13900000012', status: 0 });
      expect(all.records[0]).not.toHaveProperty('password');
      const found = await page<DeviceAccount>(admin, '/operator/pageData', { username: 'D02' });
      expect(found.records.map((r) => r.username)).toEqual(['yard02']);
      const todays = await page<DeviceAccount>(admin, '/operator/pageData', {
        createTimeFrom: today(),
        createTimeTo: today(),
      });
      expect(todays.total).toBe(0);
    });

    it('adds, edits (password kept unless sent) and switches a device user; names unique per tenant', async () => {
      const { id } = await admin.ok<{ id: string }>('POST', '/operator/save', {
        username: ' scale7 ',
        realName: 'Scale Operator',
        phone: '13712345678',
        password: clientPasswordHash('Scale123'),
      });
      const stored = async () =>
        (
          await sql<{ password_hash: string }>(
            'select password_hash from devices.device_users where id = $1',
            [id],
          )
        )[0]!.password_hash;
      const hashBefore = await stored();
      expect(hashBefore).toMatch(/^\$argon2id\$/);
      const taken = await admin.post('/operator/save', {
        username: 'SCALE7',
        realName: 'Other',
        phone: '13712345679',
        password: clientPasswordHash('x'),
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 402201, msg: 'The device user "SCALE7" already exists' });

      await admin.ok('POST', '/operator/update', {
        id,
        username: 'scale7',
        realName: 'Scale Operator B',
        phone: '13712345670',
      });
      expect(await stored()).toBe(hashBefore);
      await admin.ok('POST', '/operator/update', {
        id,
        username: 'scale7',
        realName: 'Scale Operator B',
        phone: '13712345670',
        password: clientPasswordHash('New12345'),
      });
      expect(await stored()).not.toBe(hashBefore);
      const renameToTaken = await admin.post('/operator/update', {
        id,
        username: 'Yard01',
        realName: 'X',
        phone: '13712345670',
      });
      expect(renameToTaken.body.code).toBe(402201);

      await admin.ok('POST', `/deviceUser/updateStatus/${id}`, { status: 0 });
      const [row] = (await page<DeviceAccount>(admin, '/operator/pageData', { username: 'scale7' })).records;
      expect(row).toMatchObject({ id, realName: 'Scale Operator B', phone: '13712345670', status: 0 });
      await admin.ok('POST', `/deviceUser/updateStatus/${id}`, { status: 1 });
      expect(
        (await page<DeviceAccount>(admin, '/operator/pageData', { username: 'scale7' })).records[0]!.status,
      ).toBe(1);

      expect((await admin.post(`/deviceUser/updateStatus/${MISSING_ID}`, { status: 1 })).body.code).toBe(
        402202,
      );
      expect(
        (
          await admin.post('/operator/update', {
            id: MISSING_ID,
            username: 'nobody1',
            realName: 'N',
            phone: '13700000000',
          })
        ).body.code,
      ).toBe(402202);
    });

    it('validates the form (§5) and the status', async () => {
      const bad = await admin.post('/operator/save', {
        username: 'ab',
        realName: '',
        phone: '12345678901',
        password: 'Plain123',
      });
      expect(bad.body.code).toBe(400001);
      for (const field of ['username', 'realName', 'phone', 'password']) {
        expect(bad.body.msg).toContain(field);
      }
      const status = await admin.post(`/deviceUser/updateStatus/${MISSING_ID}`, { status: 2 });
      expect(status.body.code).toBe(400001);
      expect((await admin.post('/deviceUser/updateStatus/not-a-uuid', { status: 1 })).body.code).toBe(400001);
    });

    it('deletes one device user (/operator/del/{id}), in its own tenant only', async () => {
      const { id } = await admin.ok<{ id: string }>('POST', '/operator/save', {
        username: 'gone7',
        realName: 'Short Stay',
        phone: '13700000007',
        password: clientPasswordHash('Gone1234'),
      });
      expect((await other.post(`/operator/del/${id}`)).body.code).toBe(402202);
      await admin.ok('POST', `/operator/del/${id}`);
      expect((await page<DeviceAccount>(admin, '/operator/pageData', { username: 'gone7' })).total).toBe(0);
      expect((await admin.post(`/operator/del/${id}`)).body.code).toBe(402202);
      expect((await admin.post('/operator/del/not-a-uuid')).body.code).toBe(400001);
    });

    it('answers at the /deviceUser paths chosen before §7 was found to name /operator', async () => {
      const body = { username: 'alias7', realName: 'Alias', phone: '13700000008' };
      const { id } = await admin.ok<{ id: string }>('POST', '/deviceUser/save', {
        ...body,
        password: clientPasswordHash('Alias123'),
      });
      await admin.ok('POST', '/deviceUser/update', { id, ...body, realName: 'Alias Renamed' });
      const [spec, alias] = await Promise.all([
        page<DeviceAccount>(admin, '/operator/pageData', { username: 'alias7' }),
        page<DeviceAccount>(admin, '/deviceUser/pageData', { username: 'alias7' }),
      ]);
      expect(alias).toEqual(spec);
      expect(spec.records).toEqual([expect.objectContaining({ id, realName: 'Alias Renamed' })]);
      await admin.ok('POST', `/operator/del/${id}`);
    });
  });

  describe('app users (/appcus)', () => {
    it('pages by limit, filters by username and creation days', async () => {
      const first = await admin.ok<PageResult<DeviceAccount>>('POST', '/appcus/page', { page: 1, limit: 2 });
      expect(first.total).toBe(3);
      expect(first.records.map((r) => r.username)).toEqual(['driver01', 'driver02']);
      const second = await admin.ok<PageResult<DeviceAccount>>('POST', '/appcus/page', { page: 2, limit: 2 });
      expect(second.records.map((r) => r.username)).toEqual(['driver03']);
      const named = await admin.ok<PageResult<DeviceAccount>>('POST', '/appcus/page', { username: 'ER02' });
      expect(named.records).toEqual([expect.objectContaining({ username: 'driver02', status: 0 })]);
      const ranged = await admin.ok<PageResult<DeviceAccount>>('POST', '/appcus/page', {
        createTimeFrom: '2020-01-01',
        createTimeTo: '2020-01-31',
      });
      expect(ranged.total).toBe(0);
      // the other lists' name for the page size is taken too, and an unknown field is ignored
      expect(await admin.ok('POST', '/appcus/page', { page: 1, pageSize: 2, sort: 'x' })).toEqual(first);
    });

    it('adds, edits, disables and deletes; names unique across tenants', async () => {
      const password = clientPasswordHash('Truck123');
      const { id } = await admin.ok<{ id: string }>('POST', '/appcus/add', {
        username: 'truck9',
        realName: 'Truck Driver',
        phone: '15011112222',
        password,
      });
      const again = await other.post('/appcus/add', {
        username: 'Truck9',
        realName: 'Another tenant',
        phone: '15011113333',
        password,
      });
      expect(again.body).toMatchObject({ code: 402211, msg: 'The app user name "Truck9" is already taken' });

      await admin.ok('POST', '/appcus/edit', {
        id,
        username: 'truck9',
        realName: 'Truck Driver B',
        phone: '15011112223',
      });
      const login = async (pwd: string) =>
        system.client().post('/appcus/login', { username: 'truck9', password: clientPasswordHash(pwd) });
      expect((await login('Truck123')).body.code).toBe(0);

      await admin.ok('POST', '/appcus/updateStatus', { id, status: 0 });
      const [row] = (
        await admin.ok<PageResult<DeviceAccount>>('POST', '/appcus/page', { username: 'truck9' })
      ).records;
      expect(row).toMatchObject({ realName: 'Truck Driver B', phone: '15011112223', status: 0 });
      expect((await login('Truck123')).body).toMatchObject({ code: 400102 });

      await admin.ok('POST', `/appcus/delete/${id}`);
      expect(
        (await admin.ok<PageResult<DeviceAccount>>('POST', '/appcus/page', { username: 'truck9' })).total,
      ).toBe(0);
      expect((await admin.post(`/appcus/delete/${id}`)).body.code).toBe(402212);
      expect((await admin.post('/appcus/updateStatus', { id, status: 1 })).body.code).toBe(402212);
    });

    it('validates the §5 app user form, in the language asked for', async () => {
      const zh = await system.loginAs('admin', 'zh');
      const missing = await zh.post('/appcus/add', { username: 'abcd', phone: '13912345678' });
      expect(missing.body.code).toBe(400001);
      expect(missing.body.msg).toContain('realName');
      expect(missing.body.msg).toContain('password');
      const bad = await admin.post('/appcus/add', {
        username: 'a_b!',
        realName: 'x'.repeat(21),
        phone: '139123456789',
        password: clientPasswordHash('p'),
      });
      expect(bad.body.msg).toContain('username');
      expect(bad.body.msg).toContain('realName may have at most 20 characters');
      expect(bad.body.msg).toContain('phone may have at most 11 characters');
    });

    it('logs an enabled app user in to the app; refuses a disabled one and a wrong password', async () => {
      const app = system.client();
      const ok = await app.ok<{ accessToken: string; username: string; realName: string }>(
        'POST',
        '/appcus/login',
        {
          username: DEMO_APP_LOGIN.username,
          password: clientPasswordHash(DEMO_APP_LOGIN.password),
        },
      );
      expect(ok).toMatchObject({ username: 'driver01', realName: 'Zhao Gang' });
      // The app token is not a back-office login.
      const backOffice = system.client();
      backOffice.token = ok.accessToken;
      expect((await backOffice.post('/appcus/page', {})).body.code).toBe(401001);

      const disabled = await app.post('/appcus/login', {
        username: 'driver02',
        password: clientPasswordHash('Driver123'),
      });
      expect(disabled.body).toMatchObject({
        code: 400102,
        msg: 'This account is disabled, please contact your administrator',
      });
      const wrong = await app.post('/appcus/login', {
        username: 'driver03',
        password: clientPasswordHash('wrong'),
      });
      expect(wrong.body).toMatchObject({ code: 400101, msg: 'Wrong account or password' });
      const unknown = await app.post('/appcus/login', {
        username: 'nobody9',
        password: clientPasswordHash('x'),
      });
      expect(unknown.body.code).toBe(400101);
      const clear = await app.post('/appcus/login', { username: 'driver03', password: 'Driver123' });
      expect(clear.body.code).toBe(400001);
    });

    it('slows failed app logins down per account and address: the 6th waits', async () => {
      const app = system.client();
      const attempt = () =>
        app.post('/appcus/login', { username: 'driver03', password: clientPasswordHash('bad') });
      for (let i = 0; i < 5; i++) {
        await attempt();
      }
      expect((await attempt()).body.code).toBe(429101);
      // The back office's own login of the same address is counted apart.
      expect((await system.loginAs('admin')).token).toBeTruthy();
    });
  });

  describe('IP cameras (/ipcamera)', () => {
    const camera = { channelNO: '101', cameraNO: 'CAM01', ip: '192.168.1.64', rtspPort: 554, codec: 'H.265' };

    it('adds a camera with its password encrypted, lists it without the password, edits, renumbers, deletes', async () => {
      const { id } = await admin.ok<{ id: string }>('POST', '/ipcamera/add', {
        ...camera,
        adminPwd: 'Hik12345',
      });
      const [stored] = await sql<{ admin_pwd_encrypted: string }>(
        'select admin_pwd_encrypted from devices.cameras where id = $1',
        [id],
      );
      expect(stored!.admin_pwd_encrypted).not.toContain('Hik12345');
      expect(new CameraSecrets(DEV_CAMERA_KEY).decrypt(stored!.admin_pwd_encrypted)).toBe('Hik12345');

      const list = await page<Camera & { adminPwd?: string }>(admin, '/ipcamera/pageData');
      expect(list.records).toEqual([
        expect.objectContaining({ id, ...camera, rtspUri: 'rtsp://192.168.1.64:554/Streaming/Channels/101' }),
      ]);
      expect(list.records[0]).not.toHaveProperty('adminPwd');

      const taken = await admin.post('/ipcamera/add', { ...camera, cameraNO: 'cam01', adminPwd: 'x' });
      expect(taken.body).toMatchObject({ code: 402221, msg: 'The camera number "cam01" is already in use' });

      await admin.ok('POST', '/ipcamera/edit', { id, ...camera, ip: '192.168.1.65', rtspPort: 8554 });
      const [kept] = await sql<{ admin_pwd_encrypted: string }>(
        'select admin_pwd_encrypted from devices.cameras where id = $1',
        [id],
      );
      expect(kept!.admin_pwd_encrypted).toBe(stored!.admin_pwd_encrypted);
      await admin.ok('POST', '/ipcamera/modify/cameraNo', { id, cameraNO: 'GATE-1' });
      const edited = await page<Camera>(admin, '/ipcamera/pageData', { cameraNO: 'gate' });
      expect(edited.records).toEqual([
        expect.objectContaining({
          cameraNO: 'GATE-1',
          ip: '192.168.1.65',
          rtspUri: 'rtsp://192.168.1.65:8554/Streaming/Channels/101',
        }),
      ]);
      await admin.ok('POST', '/ipcamera/add', { ...camera, cameraNO: 'GATE-2', adminPwd: 'x' });
      expect((await admin.post('/ipcamera/modify/cameraNo', { id, cameraNO: 'gate-2' })).body.code).toBe(
        402221,
      );
      expect(
        (await admin.post('/ipcamera/modify/cameraNo', { id: MISSING_ID, cameraNO: 'X' })).body.code,
      ).toBe(402222);

      await admin.ok('POST', `/ipcamera/delete/${id}`);
      expect((await admin.post(`/ipcamera/delete/${id}`)).body.code).toBe(402222);
      expect((await admin.post('/ipcamera/edit', { id, ...camera })).body.code).toBe(402222);
    });

    it('validates the §5 camera rules', async () => {
      const missing = await admin.post('/ipcamera/add', { ...camera, adminPwd: undefined });
      expect(missing.body.code).toBe(400001);
      expect(missing.body.msg).toContain('adminPwd');
      const bad = await admin.post('/ipcamera/add', {
        channelNO: '12345678901',
        cameraNO: 'CAMERA-0001',
        ip: '192.168.100.100.1',
        rtspPort: 70000,
        codec: 'H.264',
        adminPwd: 'x',
      });
      expect(bad.body.code).toBe(400001);
      expect(bad.body.msg).toContain('channelNO may have at most 10 characters');
      expect(bad.body.msg).toContain('cameraNO may have at most 10 characters');
      expect(bad.body.msg).toContain('ip');
      expect(bad.body.msg).toContain('rtspPort');
      expect(bad.body.msg).toContain('codec');
      const renumber = await admin.post('/ipcamera/modify/cameraNo', { id: MISSING_ID, cameraNO: '' });
      expect(renumber.body.code).toBe(400001);
    });

    /** Posts a csv as the camera dialog does: adminPwd and the file in mfile. */
    async function upload(api: ApiClient, csv: string | Buffer | null, adminPwd: string | null = 'Hik12345') {
      const form = new FormData();
      if (adminPwd !== null) {
        form.append('adminPwd', adminPwd);
      }
      if (csv !== null) {
        form.append('mfile', new Blob([csv]), 'cameras.csv');
      }
      const response = await fetch(`${api.baseUrl}/ipcamera/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.token ?? ''}`, lang: 'en' },
        body: form,
      });
      return {
        status: response.status,
        body: (await response.json()) as { code: number; msg: string; data: unknown },
      };
    }

    it('imports a csv all or nothing, with a row-by-row report', async () => {
      const before = (await page<Camera>(admin, '/ipcamera/pageData')).total;
      await admin.ok('POST', '/ipcamera/add', { ...camera, cameraNO: 'YARD-9', adminPwd: 'x' });
      const bad = await upload(
        admin,
        'channelNO,cameraNO,ip,rtspPort,codec\n1,IMP-1,10.0.0.1,554,H.265\n2,yard-9,10.0.0.2,554,H.265\n3,IMP-1,10.0.0.300,554,H.264\n',
      );
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 400903, msg: '2 rows have problems: nothing was imported' });
      expect((bad.body.data as { problems: ImportProblem[] }).problems).toEqual([
        { row: 3, column: 'cameraNO', problem: 'the camera number "yard-9" is already in use' },
        { row: 4, column: 'cameraNO', problem: 'the camera number "IMP-1" is also on row 2' },
        { row: 4, column: 'ip', problem: 'not an IPv4 address' },
        { row: 4, column: 'codec', problem: 'only H.265 is offered' },
      ]);
      expect((await page<Camera>(admin, '/ipcamera/pageData')).total).toBe(before + 1);

      const good = await upload(
        admin,
        '\uFEFFcameraNO,channelNO,ip,rtspPort,codec\r\nIMP-1,1,10.0.0.1,554,H.265\r\nIMP-2,2,10.0.0.2,8554,H.265\r\n',
        'Imported1',
      );
      expect(good.body).toMatchObject({ code: 0, data: { imported: 2 } });
      const imported = await page<Camera>(admin, '/ipcamera/pageData', { cameraNO: 'IMP-' });
      expect(imported.records.map((r) => r.cameraNO).sort()).toEqual(['IMP-1', 'IMP-2']);
      const secrets = new CameraSecrets(DEV_CAMERA_KEY);
      const stored = await sql<{ admin_pwd_encrypted: string }>(
        "select admin_pwd_encrypted from devices.cameras where camera_no like 'IMP-%'",
      );
      expect(stored.map((row) => secrets.decrypt(row.admin_pwd_encrypted))).toEqual([
        'Imported1',
        'Imported1',
      ]);
    });

    it('refuses an upload without password, without file, not csv, or without the header', async () => {
      const noPassword = await upload(
        admin,
        'channelNO,cameraNO,ip,rtspPort,codec\n1,N1,10.0.0.1,554,H.265\n',
        null,
      );
      expect(noPassword.body.code).toBe(400001);
      expect(noPassword.body.msg).toContain('adminPwd');
      expect((await upload(admin, null)).body.code).toBe(400901);
      expect((await upload(admin, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]))).body.code).toBe(402223);
      const header = await upload(admin, '1,N1,10.0.0.1,554,H.265\n');
      expect(header.body).toMatchObject({
        code: 402225,
        msg: 'The first row must name the columns channelNO,cameraNO,ip,rtspPort,codec',
      });
      expect((await upload(admin, 'channelNO,cameraNO,ip,rtspPort,codec\n')).body.code).toBe(402224);
    });
  });

  describe('tenants and permissions', () => {
    it('keeps tenants apart: another tenant sees and changes none of these rows', async () => {
      expect((await page<DeviceAccount>(other, '/operator/pageData')).total).toBe(0);
      expect((await other.ok<PageResult<DeviceAccount>>('POST', '/appcus/page', {})).total).toBe(0);
      expect((await page<Camera>(other, '/ipcamera/pageData')).total).toBe(0);
      const [deviceUser] = (await page<DeviceAccount>(admin, '/operator/pageData', { username: 'yard01' }))
        .records;
      const [appUser] = (
        await admin.ok<PageResult<DeviceAccount>>('POST', '/appcus/page', { username: 'driver01' })
      ).records;
      const [cam] = (await page<Camera>(admin, '/ipcamera/pageData')).records;
      expect((await other.post(`/deviceUser/updateStatus/${deviceUser!.id}`, { status: 0 })).body.code).toBe(
        402202,
      );
      expect((await other.post(`/appcus/delete/${appUser!.id}`)).body.code).toBe(402212);
      expect((await other.post('/appcus/updateStatus', { id: appUser!.id, status: 0 })).body.code).toBe(
        402212,
      );
      expect((await other.post(`/ipcamera/delete/${cam!.id}`)).body.code).toBe(402222);
      expect(
        (await other.post('/ipcamera/modify/cameraNo', { id: cam!.id, cameraNO: 'MINE' })).body.code,
      ).toBe(402222);
      // A camera number is the tenant's own: another tenant may use it too.
      await other.ok('POST', '/ipcamera/add', {
        ...{ channelNO: '1', ip: '10.1.1.1', rtspPort: 554, codec: 'H.265' },
        cameraNO: cam!.cameraNO,
        adminPwd: 'x',
      });
      expect(
        (await page<DeviceAccount>(admin, '/operator/pageData', { username: 'yard01' })).records[0]!.status,
      ).toBe(1);
    });

    it('needs the page permission: the clerk (wood kinds, warehouses) is refused', async () => {
      const clerk = await system.loginAs('clerk');
      expect((await clerk.post('/operator/pageData', {})).body.code).toBe(403001);
      expect((await clerk.post('/appcus/page', {})).body.code).toBe(403001);
      expect((await clerk.post('/ipcamera/pageData', {})).body.code).toBe(403001);
    });
  });
});
