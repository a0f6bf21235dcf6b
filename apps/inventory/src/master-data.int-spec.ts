import { type Customer, type PageResult, type WarehouseLocation } from '@timber/contracts';
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

  describe('tenants and permissions', () => {
    it('keeps tenants apart: the overdue tenant sees none of the demo master data and can add its own', async () => {
      const other = await system.loginAs('arrears');
      for (const path of ['/cus/pageData', '/location/pageData']) {
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
      const seededCustomer = (await page<Customer>('/cus/pageData', { customerName: 'northern' }))
        .records[0]!;
      expect((await other.post(`/cus/del/${seededCustomer.id}`)).body.code).toBe(404301);
      expect(
        (await other.post('/cus/update', { id: seededCustomer.id, customerName: 'Mine' })).body.code,
      ).toBe(404301);
      expect((await page<Customer>('/cus/pageData', { customerName: 'harbin' })).records[0]!.customerNo).toBe(
        'C0002',
      );
    });

    it('lets the clerk manage warehouse locations but not customers', async () => {
      const clerk = await system.loginAs('clerk');
      expect((await clerk.post('/location/pageData', { page: 1, pageSize: 5 })).body.code).toBe(0);
      const { id } = await clerk.ok<{ id: string }>('POST', '/location/save', { locationName: 'Clerk shed' });
      await clerk.ok('POST', `/location/del/${id}`);
      for (const [path, body] of [
        ['/cus/pageData', { page: 1, pageSize: 5 }],
        ['/cus/save', { customerName: 'Sneaky' }],
      ] as const) {
        const refused = await clerk.post(path, body);
        expect(refused.status, path).toBe(403);
        expect(refused.body.code, path).toBe(403001);
      }
    });
  });
});
