import {
  type Customer,
  type DiameterRange,
  type PageResult,
  type WarehouseLocation,
  type WoodSpec,
} from '@timber/contracts';
import { type ApiClient, startTestStack, type TestStack } from '@timber/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MISSING_ID = '00000000-0000-4000-8000-00000000ffff';
const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * §2 Master data over real HTTP: BFF → inventory → PostgreSQL, with the demo seed's customers,
 * warehouse locations, wood specifications and diameter ranges.
 */
describe('master data through the BFF (real processes, PostgreSQL)', () => {
  let system: TestStack;
  let admin: ApiClient;

  beforeAll(async () => {
    system = await startTestStack('master-data');
    admin = await system.loginAs('admin');
  });
  afterAll(() => system.stop());

  const page = <T>(path: string, body: Record<string, unknown> = {}): Promise<PageResult<T>> =>
    admin.ok<PageResult<T>>('POST', path, { page: 1, pageSize: 50, ...body });

  describe('customers (/cus)', () => {
    it('lists the seeded customers newest first, paged, filtered by name and days', async () => {
      const first = await page<Customer>('/cus/pageData', { pageSize: 2 });
      expect(first.total).toBe(4);
      expect(first.records.map((r) => r.customerNo)).toEqual(['C0001', 'C0002']);
      const second = await page<Customer>('/cus/pageData', { page: 2, pageSize: 2 });
      expect(second.records.map((r) => r.customerNo)).toEqual(['C0003', 'C0004']);
      const harbin = await page<Customer>('/cus/pageData', { customerName: 'harbin' });
      expect(harbin.records).toEqual([
        expect.objectContaining({
          customerNo: 'C0002',
          customerName: 'Harbin Timber Trading',
          phone: '13698765432',
          addr: 'Daoli District, Harbin',
        }),
      ]);
      const todays = await page<Customer>('/cus/pageData', {
        createTimeFrom: today(),
        createTimeTo: today(),
      });
      expect(todays.records.map((r) => r.customerNo)).toEqual(['C0001']);
    });

    it('numbers a new customer, keeps the number locked on edit, refuses a taken name', async () => {
      const created = await admin.ok<{ id: string; customerNo: string }>('POST', '/cus/save', {
        customerName: ' Amur Logs ',
        phone: '13700001111',
        email: 'amur@logs.example',
        addr: 'Heihe',
      });
      expect(created.customerNo).toBe('C0005');
      const taken = await admin.post('/cus/save', { customerName: 'amur logs' });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 400301, msg: 'The customer "amur logs" already exists' });
      const next = await admin.ok<{ customerNo: string }>('POST', '/cus/save', {
        customerName: 'Blagoveshchensk Wood',
      });
      expect(next.customerNo).toBe('C0006');

      const locked = await admin.post('/cus/update', {
        id: created.id,
        customerName: 'Amur Logs',
        customerNo: 'C9999',
      });
      expect(locked.body.code).toBe(400001);
      expect(locked.body.msg).toContain('Unknown field: customerNo');
      await admin.ok('POST', '/cus/update', {
        id: created.id,
        customerName: 'Amur Logs Co.',
        phone: '',
        email: '',
      });
      const found = await page<Customer>('/cus/pageData', { customerName: 'amur' });
      expect(found.records).toEqual([
        expect.objectContaining({
          id: created.id,
          customerNo: 'C0005',
          customerName: 'Amur Logs Co.',
          phone: '',
          email: '',
          addr: '',
        }),
      ]);
      const renameToTaken = await admin.post('/cus/update', {
        id: created.id,
        customerName: 'Harbin Timber Trading',
      });
      expect(renameToTaken.body.code).toBe(400301);
      expect((await admin.post('/cus/update', { id: MISSING_ID, customerName: 'Nobody' })).body.code).toBe(
        404301,
      );
    });

    it('validates the §5 customer form, in the language asked for', async () => {
      const zh = await system.loginAs('admin', 'zh');
      const noName = await zh.post('/cus/save', { phone: '13912345678' });
      expect(noName.body).toMatchObject({ code: 400001 });
      expect(noName.body.msg).toContain('customerName不能为空');
      const badPhone = await zh.post('/cus/save', { customerName: 'X', phone: '12912345678' });
      expect(badPhone.body.msg).toContain('phone格式不正确');
      const problems = await admin.post('/cus/save', {
        customerName: 'x'.repeat(51),
        phone: '139123456789',
        email: 'not-an-email',
      });
      expect(problems.body.msg).toContain('customerName may have at most 50 characters');
      expect(problems.body.msg).toContain('phone may have at most 11 characters');
      expect(problems.body.msg).toContain('email is not valid');
    });

    it('deletes one, and a selection all or none', async () => {
      const a = await admin.ok<{ id: string }>('POST', '/cus/save', { customerName: 'Delete Me A' });
      const b = await admin.ok<{ id: string }>('POST', '/cus/save', { customerName: 'Delete Me B' });
      const c = await admin.ok<{ id: string }>('POST', '/cus/save', { customerName: 'Delete Me C' });
      await admin.ok('POST', `/cus/del/${a.id}`);
      expect((await admin.post(`/cus/del/${a.id}`)).body.code).toBe(404301);
      const refused = await admin.post('/cus/delete', { ids: [b.id, MISSING_ID] });
      expect(refused.body.code).toBe(404301);
      expect((await page<Customer>('/cus/pageData', { customerName: 'delete me' })).total).toBe(2);
      await admin.ok('POST', '/cus/delete', { ids: [b.id, c.id] });
      expect((await page<Customer>('/cus/pageData', { customerName: 'delete me' })).total).toBe(0);
    });
  });

  describe('warehouse locations (/location)', () => {
    it('lists the seeded locations newest first, paged, filtered by name and days', async () => {
      const all = await page<WarehouseLocation>('/location/pageData');
      expect(all.records.map((r) => r.locationName)).toEqual(['Yard A', 'Yard B', 'Shed 1']);
      const second = await page<WarehouseLocation>('/location/pageData', { page: 2, pageSize: 2 });
      expect(second).toMatchObject({
        total: 3,
        records: [expect.objectContaining({ locationName: 'Shed 1' })],
      });
      const yards = await page<WarehouseLocation>('/location/pageData', { locationName: 'YARD' });
      expect(yards.records.map((r) => r.locationName)).toEqual(['Yard A', 'Yard B']);
      const older = await page<WarehouseLocation>('/location/pageData', { createTimeTo: '2000-01-01' });
      expect(older.total).toBe(0);
      const todays = await page<WarehouseLocation>('/location/pageData', {
        createTimeFrom: today(),
        createTimeTo: today(),
      });
      expect(todays.records.map((r) => r.locationName)).toEqual(['Yard A']);
    });

    it('adds a trimmed name, edits, refuses a taken name and an empty one, deletes', async () => {
      const { id } = await admin.ok<{ id: string }>('POST', '/location/save', {
        locationName: '  Shed 2  ',
        remark: 'north',
      });
      const added = await page<WarehouseLocation>('/location/pageData', { locationName: 'shed 2' });
      expect(added.records).toEqual([
        expect.objectContaining({ id, locationName: 'Shed 2', remark: 'north' }),
      ]);
      const taken = await admin.post('/location/save', { locationName: 'yard a' });
      expect(taken.body).toMatchObject({
        code: 400401,
        msg: 'The warehouse location "yard a" already exists',
      });
      const blank = await admin.post('/location/save', { locationName: '   ' });
      expect(blank.body.msg).toContain('locationName is required');
      await admin.ok('POST', '/location/update', { id, locationName: 'Shed 3', remark: '' });
      expect((await admin.post('/location/update', { id, locationName: 'Yard B' })).body.code).toBe(400401);
      const edited = await page<WarehouseLocation>('/location/pageData', { locationName: 'shed 3' });
      expect(edited.records).toEqual([expect.objectContaining({ id, locationName: 'Shed 3', remark: '' })]);
      await admin.ok('POST', `/location/del/${id}`);
      expect((await admin.post(`/location/del/${id}`)).body.code).toBe(404401);
    });

    it('bulk-deletes all or none', async () => {
      const a = await admin.ok<{ id: string }>('POST', '/location/save', { locationName: 'Bulk 1' });
      const b = await admin.ok<{ id: string }>('POST', '/location/save', { locationName: 'Bulk 2' });
      expect((await admin.post('/location/delete', { ids: [a.id, MISSING_ID] })).body.code).toBe(404401);
      expect((await page<WarehouseLocation>('/location/pageData', { locationName: 'bulk' })).total).toBe(2);
      expect((await admin.post('/location/delete', { ids: [] })).body.code).toBe(400001);
      await admin.ok('POST', '/location/delete', { ids: [a.id, b.id] });
      expect((await page<WarehouseLocation>('/location/pageData', { locationName: 'bulk' })).total).toBe(0);
    });
  });

  describe('wood specifications (/specs)', () => {
    it('lists the seeded lengths newest first, filtered by woodSpecsNo and days', async () => {
      const all = await page<WoodSpec>('/specs/pageData');
      expect(all.records.map((r) => [r.woodSpecsNo, r.hot])).toEqual([
        [2, 0],
        [2.5, 0],
        [3, 0],
        [3.8, 1],
        [4, 1],
        [5.9, 0],
        [6, 1],
      ]);
      const one = await page<WoodSpec>('/specs/pageData', { woodSpecsNo: 3.8 });
      expect(one.records).toEqual([expect.objectContaining({ woodSpecsNo: 3.8, hot: 1 })]);
      const paged = await page<WoodSpec>('/specs/pageData', { page: 3, pageSize: 3 });
      expect(paged).toMatchObject({ total: 7, records: [expect.objectContaining({ woodSpecsNo: 6 })] });
      const todays = await page<WoodSpec>('/specs/pageData', { createTimeFrom: today() });
      expect(todays.records.map((r) => r.woodSpecsNo)).toEqual([2]);
    });

    it('adds, edits and deletes; a taken length is refused whatever its decimals', async () => {
      const { id } = await admin.ok<{ id: string }>('POST', '/specs/save', {
        woodSpecsNo: 4.25,
        remark: 'export',
      });
      const taken = await admin.post('/specs/save', { woodSpecsNo: 4.25 });
      expect(taken.body).toMatchObject({ code: 400501, msg: 'The wood specification 4.25 m already exists' });
      const es = await system.loginAs('admin', 'es');
      expect((await es.post('/specs/save', { woodSpecsNo: 2.5 })).body.msg).toBe(
        'La especificación de madera de 2,5 m ya existe',
      );
      await admin.ok('POST', '/specs/update', { id, woodSpecsNo: 4.3, remark: '' });
      expect((await admin.post('/specs/update', { id, woodSpecsNo: 6 })).body.code).toBe(400501);
      const edited = await page<WoodSpec>('/specs/pageData', { woodSpecsNo: 4.3 });
      expect(edited.records).toEqual([expect.objectContaining({ id, woodSpecsNo: 4.3, remark: '', hot: 0 })]);
      await admin.ok('POST', `/specs/del/${id}`);
      expect((await admin.post(`/specs/del/${id}`)).body.code).toBe(404501);
    });

    it('refuses a length that is not numeric, has 3 decimals, is 0 or above 15 m', async () => {
      const threeDecimals = await admin.post('/specs/save', { woodSpecsNo: 4.255 });
      expect(threeDecimals.body).toMatchObject({ code: 400001 });
      expect(threeDecimals.body.msg).toContain('woodSpecsNo is not valid');
      expect((await admin.post('/specs/save', { woodSpecsNo: 15.01 })).body.msg).toContain(
        'woodSpecsNo must be at most 15',
      );
      expect((await admin.post('/specs/save', { woodSpecsNo: 0 })).body.msg).toContain(
        'woodSpecsNo must be at least 0.01',
      );
      expect((await admin.post('/specs/save', { woodSpecsNo: '4m' })).body).toMatchObject({
        code: 400001,
        msg: expect.stringContaining('woodSpecsNo') as string,
      });
      expect((await admin.post('/specs/save', { remark: 'x' })).body.msg).toContain(
        'woodSpecsNo is required',
      );
      const ok = await admin.ok<{ id: string }>('POST', '/specs/save', { woodSpecsNo: 15, hot: 1 });
      expect((await page<WoodSpec>('/specs/pageData', { woodSpecsNo: 15 })).records[0]).toMatchObject({
        id: ok.id,
        hot: 1,
      });
      await admin.ok('POST', `/specs/del/${ok.id}`);
    });

    it('flips hot through the server and answers the new value', async () => {
      const { id } = await admin.ok<{ id: string }>('POST', '/specs/save', { woodSpecsNo: 7.5 });
      expect(await admin.ok('POST', `/specs/toggle/${id}`)).toEqual({ id, hot: 1 });
      expect((await page<WoodSpec>('/specs/pageData', { woodSpecsNo: 7.5 })).records[0]!.hot).toBe(1);
      expect(await admin.ok('POST', `/specs/toggle/${id}`)).toEqual({ id, hot: 0 });
      expect((await admin.post(`/specs/toggle/${MISSING_ID}`)).body.code).toBe(404501);
      expect((await admin.post('/specs/toggle/not-a-uuid')).body.code).toBe(400001);
      const b = await admin.ok<{ id: string }>('POST', '/specs/save', { woodSpecsNo: 7.6 });
      expect((await admin.post('/specs/delete', { ids: [id, MISSING_ID] })).body.code).toBe(404501);
      await admin.ok('POST', '/specs/delete', { ids: [id, b.id] });
      expect((await page<WoodSpec>('/specs/pageData')).total).toBe(7);
    });
  });

  describe('diameter ranges (/wdc)', () => {
    it('adds, edits and deletes; refuses limits outside 0 to 100, non-integers and an upside-down range', async () => {
      const seeded = await page<DiameterRange>('/wdc/pageData');
      expect(seeded.records.map((r) => [r.lowerLimit, r.upperLimit])).toEqual([
        [10, 19],
        [20, 29],
        [30, 39],
        [40, 100],
      ]);
      expect((await page<DiameterRange>('/wdc/pageData', { page: 2, pageSize: 3 })).records).toHaveLength(1);

      const { id } = await admin.ok<{ id: string }>('POST', '/wdc/save', { lowerLimit: 0, upperLimit: 9 });
      expect((await admin.post('/wdc/save', { lowerLimit: 0, upperLimit: 9 })).body).toMatchObject({
        code: 400601,
        msg: 'The diameter range 0–9 already exists',
      });
      // §5, issue 22: a diameter belongs to one range; the overlapped range is named, nothing written
      const overlapping = await admin.post('/wdc/save', { lowerLimit: 15, upperLimit: 25 });
      expect(overlapping.status).toBe(409);
      expect(overlapping.body).toMatchObject({
        code: 400603,
        msg: 'The range 15–25 overlaps the existing range 10–19: a diameter belongs to one range only',
      });
      expect((await admin.post('/wdc/save', { lowerLimit: 35, upperLimit: 45 })).body.code).toBe(400603);
      expect((await admin.post('/wdc/update', { id, lowerLimit: 0, upperLimit: 10 })).body.code).toBe(400603);
      expect((await page<DiameterRange>('/wdc/pageData')).total).toBe(5);
      const upsideDown = await admin.post('/wdc/save', { lowerLimit: 30, upperLimit: 20 });
      expect(upsideDown.status).toBe(400);
      expect(upsideDown.body).toMatchObject({
        code: 400602,
        msg: 'The lower limit (30) must not be greater than the upper limit (20)',
      });
      const ru = await system.loginAs('admin', 'ru');
      expect((await ru.post('/wdc/update', { id, lowerLimit: 9, upperLimit: 5 })).body.msg).toBe(
        'Нижняя граница (9) не может быть больше верхней (5)',
      );
      expect((await admin.post('/wdc/save', { lowerLimit: -1, upperLimit: 101 })).body.msg).toMatch(
        /lowerLimit must be at least 0.*upperLimit must be at most 100/,
      );
      expect((await admin.post('/wdc/save', { lowerLimit: 1.5, upperLimit: 2 })).body).toMatchObject({
        code: 400001,
        msg: expect.stringContaining('lowerLimit') as string,
      });
      expect((await admin.post('/wdc/save', { lowerLimit: 1 })).body.msg).toContain('upperLimit is required');

      await admin.ok('POST', '/wdc/update', { id, lowerLimit: 5, upperLimit: 5 });
      expect((await admin.post('/wdc/update', { id, lowerLimit: 10, upperLimit: 19 })).body.code).toBe(
        400601,
      );
      expect((await page<DiameterRange>('/wdc/pageData')).records[0]).toMatchObject({
        id,
        lowerLimit: 5,
        upperLimit: 5,
      });
      await admin.ok('POST', `/wdc/del/${id}`);
      expect((await admin.post(`/wdc/del/${id}`)).body.code).toBe(404601);
      expect((await admin.post('/wdc/update', { id, lowerLimit: 1, upperLimit: 2 })).body.code).toBe(404601);
      expect((await admin.post('/wdc/delete', { ids: [MISSING_ID] })).body.code).toBe(404601);
    });
  });

  describe('tenants and permissions', () => {
    it('keeps tenants apart: the overdue tenant sees none of the demo master data and can add its own', async () => {
      const other = await system.loginAs('arrears');
      for (const path of ['/cus/pageData', '/location/pageData', '/specs/pageData', '/wdc/pageData']) {
        expect(
          (await other.ok<PageResult<unknown>>('POST', path, { page: 1, pageSize: 50 })).total,
          path,
        ).toBe(0);
      }
      const created = await other.ok<{ id: string; customerNo: string }>('POST', '/cus/save', {
        customerName: 'Harbin Timber Trading',
      });
      expect(created.customerNo).toBe('C0001');
      await other.ok('POST', '/location/save', { locationName: 'Yard A' });
      await other.ok('POST', '/wdc/save', { lowerLimit: 10, upperLimit: 19 });
      const seededCustomer = (await page<Customer>('/cus/pageData', { customerName: 'northern' }))
        .records[0]!;
      expect((await other.post(`/cus/del/${seededCustomer.id}`)).body.code).toBe(404301);
      expect(
        (await other.post('/cus/update', { id: seededCustomer.id, customerName: 'Mine' })).body.code,
      ).toBe(404301);
      const seededSpec = (await page<WoodSpec>('/specs/pageData', { woodSpecsNo: 2 })).records[0]!;
      expect((await other.post(`/specs/toggle/${seededSpec.id}`)).body.code).toBe(404501);

      expect(await other.ok('POST', '/wdc/deleteAll', {})).toEqual({ deleted: 1 });
      expect((await page<DiameterRange>('/wdc/pageData')).total).toBe(4);
      expect((await page<Customer>('/cus/pageData', { customerName: 'harbin' })).records[0]!.customerNo).toBe(
        'C0002',
      );
    });

    it('lets the clerk manage warehouse locations but not customers, specifications or ranges', async () => {
      const clerk = await system.loginAs('clerk');
      expect((await clerk.post('/location/pageData', { page: 1, pageSize: 5 })).body.code).toBe(0);
      const { id } = await clerk.ok<{ id: string }>('POST', '/location/save', { locationName: 'Clerk shed' });
      await clerk.ok('POST', `/location/del/${id}`);
      for (const [path, body] of [
        ['/cus/pageData', { page: 1, pageSize: 5 }],
        ['/cus/save', { customerName: 'Sneaky' }],
        ['/specs/pageData', { page: 1, pageSize: 5 }],
        ['/wdc/deleteAll', {}],
      ] as const) {
        const refused = await clerk.post(path, body);
        expect(refused.status, path).toBe(403);
        expect(refused.body.code, path).toBe(403001);
      }
    });
  });

  describe('delete-all diameter ranges', () => {
    it('deletes every range of the tenant and refuses a body with fields', async () => {
      expect((await admin.post('/wdc/deleteAll', { all: true })).body.msg).toContain('Unknown field: all');
      expect(await admin.ok('POST', '/wdc/deleteAll', {})).toEqual({ deleted: 4 });
      expect((await page<DiameterRange>('/wdc/pageData')).total).toBe(0);
      expect(await admin.ok('POST', '/wdc/deleteAll', {})).toEqual({ deleted: 0 });
    });
  });
});
