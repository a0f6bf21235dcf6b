import { clientPasswordHash, type RouteId, ROUTES, WRITE_ROUTES } from '@timber/contracts';
import {
  type ApiClient,
  DEMO_DEVICES,
  expectEventually,
  startTestStack,
  type TestStack,
  uploadMedia,
} from '@timber/testing';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The address the caller sends through the BFF (a trusted proxy of the services, as in production). */
const CLIENT_IP = '203.0.113.7';
const SERVICES = ['identity', 'inventory', 'devices', 'ingest', 'counting', 'orders'] as const;

/**
 * Issue 17: every user's write leaves exactly one operation-log entry, whichever service serves it.
 * The mechanism is the route catalogue's (isWriteRoute, nest-kit's operation record), so every
 * write route of every service is covered by construction; here a representative set of writes is
 * driven for real through the BFF, at least one per service, including a write whose transaction
 * changes nothing (a media part: the entry is written on its own) and a write that spans several
 * tables and events (confirming a stock-in sheet), and the log must hold exactly one entry per
 * successful write, none for reads and refused writes, with operator, address and time.
 */
describe('operation log: every write of every service, once (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let db: Client;
  let api: ApiClient;
  /** the route id of each successful write, in order */
  const done: RouteId[] = [];

  const write = async <T = unknown>(operation: RouteId, path: string, body?: unknown): Promise<T> => {
    const answer = await api.call<T>(ROUTES[operation].method, path, body, { 'x-forwarded-for': CLIENT_IP });
    expect(answer.body.code, `${path}: ${answer.body.msg}`).toBe(0);
    done.push(operation);
    return answer.body.data;
  };
  const read = async <T>(path: string, body: unknown): Promise<T> => api.ok<T>('POST', path, body);

  /** Waits until identity has logged every operation event the services' outboxes hold. */
  const settle = () =>
    expectEventually(async () => {
      const events = SERVICES.map(
        (service) => `select event_id from ${service}.outbox where type = '${service}.operation.performed'`,
      ).join(' union all ');
      const { rows } = await db.query<{ missing: number }>(
        `select count(*)::int as missing from (${events}) e
         where not exists (select 1 from identity.operation_log l where l.event_id = e.event_id)`,
      );
      expect(rows[0]?.missing).toBe(0);
    }, 60_000);

  beforeAll(async () => {
    system = await startTestStack('oplog-writes');
    db = new Client({ connectionString: system.adminUrl });
    await db.connect();
    api = await system.loginAs('admin');
  }, 240_000); // the whole system starts: on a busy two-core machine it has taken 90 s

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('covers a write route of every service by the catalogue', () => {
    for (const service of SERVICES) {
      expect(WRITE_ROUTES.filter((id) => ROUTES[id].upstream === service).length, service).toBeGreaterThan(0);
    }
  });

  it('logs each write of each service exactly once, and no read or refused write', async () => {
    // identity: a group and a user in it
    const group = await write<{ id: string }>('permissionGroupSave', '/sys/perm/save', {
      permName: 'Oplog wood types',
      permDesc: 'issue 17',
      path: ['info', 'info/woodType'],
    });
    await write('systemUserCreate', '/sys/user', {
      username: 'oplogUser1',
      realName: 'Op Log',
      phone: '13800000017',
      type: 4,
      roleIds: [group.id],
      password: clientPasswordHash('Oplog123'),
    });

    // inventory: master data, a stock-in sheet created and confirmed (stock, sheets, events)
    await write('woodKindCreate', '/wk/save', { woodKindName: 'Oplog pine' });
    const first = async (path: string) =>
      (await read<{ records: { id: string }[] }>(path, { page: 1 })).records[0]!.id;
    const [locationId, kindId, customerId] = [
      await first('/location/pageData'),
      await first('/wk/pageData'),
      await first('/cus/pageData'),
    ];
    const sheet = await write<{ id: string; spu: string }>('stockInCreate', '/stockIn/h/save', {
      date: '2026-11-20',
      standard: 'ch',
      len: 4,
      locationId,
      kindId,
      supplier: customerId,
      diameters: [{ dia: 30, qty: 2 }],
    });
    await write('stockInConfirm', `/stockIn/h/confirm/${sheet.id}`, { manual: 0 });

    // devices: a device; ingest: its enrolment code (once ingest has heard of it: tries refused
    // before that leave nothing); counting: a media upload, whose part changes no row of counting
    const device = await write<{ id: string }>('deviceCreate', '/device/save', {
      deviceNo: 'OPLOG-0001',
      deviceName: 'Oplog scanner',
      type: 'handheld',
      standard: 'ch',
    });
    expect(device.id).not.toBe(DEMO_DEVICES[0].id);
    await expectEventually(async () => {
      const enrol = await api.call('POST', `/device/enrol/${device.id}`, undefined, {
        'x-forwarded-for': CLIENT_IP,
      });
      expect(enrol.body.code, enrol.body.msg).toBe(0);
    }, 30_000);
    done.push('deviceEnrolCode');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6' } })
      .jpeg()
      .toBuffer();
    const stored = await uploadMedia(api, photo);
    expect(stored.parts).toBe(1);
    done.push('mediaUploadBegin', 'mediaUploadPart', 'mediaUploadComplete');

    // orders: an order of the confirmed sheet, once orders has it from inventory's event
    await expectEventually(async () => {
      const { rows } = await db.query('select 1 from orders.sheets where spu = $1', [sheet.spu]);
      expect(rows).toHaveLength(1);
    }, 30_000);
    await write('orderSave', '/order/save', { orderType: 1, tradePartnerId: customerId, spus: sheet.spu });

    // reads and refused writes leave nothing
    await read('/wk/pageData', { page: 1, pageSize: 10 });
    await read('/sys/logs', { page: 1, pageSize: 10 });
    expect((await api.post('/wk/save', { woodKindName: 'Oplog pine' })).body.code).not.toBe(0);
    expect((await api.post('/wk/save', {})).body.code).toBe(400001);
    expect((await api.post(`/stockIn/h/confirm/${sheet.id}`, { manual: 0 })).body.code).toBe(400801);

    await settle();
    const { rows } = await db.query<{
      operation: string;
      user_id: string;
      username: string;
      ip: string;
      params: Record<string, unknown>;
      created_at: Date;
    }>(
      `select operation, user_id, username, ip, params, created_at from identity.operation_log
       where event_id is not null order by id`,
    );
    const logged = rows.map((row) => row.operation.replace('server.operation.', '')).sort();
    expect(logged).toEqual([...done].sort());
    expect(new Set(done.map((id) => ROUTES[id].upstream))).toEqual(new Set(SERVICES));
    const { rows: admins } = await db.query<{ id: string }>(
      `select id from identity.users where username = 'admin'`,
    );
    for (const row of rows) {
      expect(row).toMatchObject({ user_id: admins[0]!.id, username: 'admin' });
      expect(Date.now() - row.created_at.getTime()).toBeLessThan(10 * 60_000);
    }
    // the address the caller sent through the BFF, on the calls that sent one
    const viaHeader = rows.filter((row) => !row.operation.startsWith('server.operation.media'));
    expect(new Set(viaHeader.map((row) => row.ip))).toEqual(new Set([CLIENT_IP]));
    // what was sent, never a password
    const user = rows.find((row) => row.operation === 'server.operation.systemUserCreate')!;
    expect(user.params).toMatchObject({ username: 'oplogUser1', roleIds: 1 });
    expect(user.params).not.toHaveProperty('password');
    console.log(
      `operation log: ${done.length} writes over ${SERVICES.length} services → ${rows.length} entries (${logged.join(', ')})`,
    );
  });

  it('searches by operator, operation and days, in the reader’s language', async () => {
    type Page = { records: { username: string; ip: string; operation: string }[]; total: number };
    const filter = { username: 'adm', operation: 'server.operation.woodKindCreate' };
    const en = await read<Page>('/sys/logs', { page: 1, pageSize: 20, ...filter });
    expect(en.records).toEqual([
      expect.objectContaining({ username: 'admin', ip: CLIENT_IP, operation: 'Added wood type: Oplog pine' }),
    ]);
    const zh = await (
      await system.loginAs('admin', 'zh')
    ).ok<Page>('POST', '/sys/logs', { page: 1, ...filter });
    expect(zh.records.map((r) => r.operation)).toEqual(['新增木材种类：Oplog pine']);
    expect((await read<Page>('/sys/logs', { page: 1, ...filter, username: 'clerk' })).total).toBe(0);
    expect((await read<Page>('/sys/logs', { page: 1, ...filter, createTimeTo: '2020-01-01' })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const all = await read<Page>('/sys/logs', {
      page: 1,
      limit: 100,
      createTimeFrom: today,
      createTimeTo: today,
    });
    expect(all.total).toBeGreaterThanOrEqual(done.length);
    const operations = await read<{ value: string; label: string }[]>('/sys/logs/operations', {});
    expect(operations).toContainEqual({
      value: 'server.operation.orderSave',
      label: expect.any(String) as string,
    });
    expect(operations.length).toBe(WRITE_ROUTES.length + 4);
  });

  it('exports the log as a workbook with §9’s columns', async () => {
    const response = await fetch(`${api.baseUrl}/sys/logs/downloadExcel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en', authorization: `Bearer ${api.token}` },
      body: JSON.stringify({ username: 'admin' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/operation-log-\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Operator', 'Operation time', 'IP', 'Operation']);
    const operations: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) {
        expect(row.getCell(1).value).toBe('admin');
        expect(row.getCell(2).value).toBeInstanceOf(Date);
        operations.push(row.getCell(4).text);
      }
    });
    expect(operations).toContain('Added wood type: Oplog pine');
    expect(operations).toContain('Added user: oplogUser1');
    expect(operations).toContain('Saved permission group: Oplog wood types');
  });
});
