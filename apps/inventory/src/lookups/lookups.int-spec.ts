import {
  type CustomerOption,
  DIAMETER_RANGE_LOOKUP_SCREENS,
  type DiameterRangeOption,
  type LookupOption,
  MASTER_LOOKUP_SCREENS,
  type PageResult,
} from '@timber/contracts';
import { type ApiClient, type ServiceUnderTest } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInventoryUnderTest } from '../testing/inventory-under-test';

const LOOKUPS = ['/lookup/woodKinds', '/lookup/locations', '/lookup/customers', '/lookup/diameterRanges'];

/**
 * Issue 35: the read-only look-ups of the screens' filters (`/lookup/woodKinds|locations|customers|
 * diameterRanges`, chosen paths) over inventory's own HTTP API with the BFF's tokens, on real
 * PostgreSQL with row-level security: a holder of a screen that needs one reads it without any
 * master-data screen (and still cannot open those), a holder of other screens is refused, the
 * options are the few fields a choice shows, paged by page+pageSize or limit, and one tenant never
 * sees another's.
 */
describe('look-ups for the screens’ filters (real PostgreSQL, Redis)', () => {
  let inventory: ServiceUnderTest;
  let stop: () => Promise<void>;
  let admin: ApiClient;
  const tenant = randomUUID();
  const otherTenant = randomUUID();

  beforeAll(async () => {
    ({ inventory, stop } = await startInventoryUnderTest('lookups'));
    admin = await inventory.clientFor(tenant);
    for (const name of ['Larch', 'Birch', 'Pine', 'Black larch']) {
      await admin.ok('POST', '/wk/save', { woodKindName: name });
    }
    for (const name of ['North yard', 'South yard']) {
      await admin.ok('POST', '/location/save', { locationName: name });
    }
    await admin.ok('POST', '/cus/save', { customerName: 'Amur Logs', phone: '13700001111' });
    await admin.ok('POST', '/wdc/save', { lowerLimit: 10, upperLimit: 19 });
    await admin.ok('POST', '/wdc/save', { lowerLimit: 20, upperLimit: 29 });
  });
  afterAll(async () => {
    await stop?.();
  });

  const names = (page: PageResult<LookupOption>) => page.records.map((option) => option.name).sort();

  it('answers a holder of one screen that needs them, without granting the master-data screens', async () => {
    const stockList = await inventory.clientFor(tenant, ['stock/list']);
    const kinds = await stockList.ok<PageResult<LookupOption>>('POST', '/lookup/woodKinds', {});
    expect(names(kinds)).toEqual(['Birch', 'Black larch', 'Larch', 'Pine']);
    // a choice shows its name: nothing else of the row leaves the service
    expect(Object.keys(kinds.records[0]!).sort()).toEqual(['id', 'name']);
    expect(names(await stockList.ok<PageResult<LookupOption>>('POST', '/lookup/locations', {}))).toEqual([
      'North yard',
      'South yard',
    ]);
    const customers = await stockList.ok<PageResult<CustomerOption>>('POST', '/lookup/customers', {});
    expect(customers.records.map(({ name, customerNo }) => [name, customerNo])).toEqual([
      ['Amur Logs', 'C0001'],
    ]);
    expect(Object.keys(customers.records[0]!).sort()).toEqual(['customerNo', 'id', 'name']);
    const ranges = await stockList.ok<PageResult<DiameterRangeOption>>('POST', '/lookup/diameterRanges', {});
    expect(ranges.records.map(({ lowerLimit, upperLimit }) => [lowerLimit, upperLimit]).sort()).toEqual([
      [10, 19],
      [20, 29],
    ]);
    for (const path of ['/wk/pageData', '/location/pageData', '/cus/pageData', '/wdc/pageData']) {
      const refused = await stockList.post(path, { page: 1, pageSize: 10 });
      expect([path, refused.status, refused.body.code]).toEqual([path, 403, 403001]);
    }
  });

  it('answers every screen its route names, and refuses the others (403001)', async () => {
    for (const screen of MASTER_LOOKUP_SCREENS) {
      const holder = await inventory.clientFor(tenant, [screen]);
      expect((await holder.ok<PageResult<LookupOption>>('POST', '/lookup/woodKinds', {})).total).toBe(4);
    }
    for (const screen of DIAMETER_RANGE_LOOKUP_SCREENS) {
      const holder = await inventory.clientFor(tenant, [screen]);
      expect(
        (await holder.ok<PageResult<DiameterRangeOption>>('POST', '/lookup/diameterRanges', {})).total,
      ).toBe(2);
    }
    // the orders screens group by diameter ranges but choose no wood kind here; billing needs none
    const orders = await inventory.clientFor(tenant, ['order/orderIn'], 'ru');
    const refused = await orders.post('/lookup/woodKinds', {});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403001);
    expect(refused.body.msg).toMatch(/[а-яё]/i);
    const billing = await inventory.clientFor(tenant, ['invoice/costRecord']);
    for (const path of LOOKUPS) {
      expect((await billing.post(path, {})).body.code).toBe(403001);
    }
  });

  it('filters by name, pages by page+pageSize or limit, and refuses a bad query with the envelope', async () => {
    const clerk = await inventory.clientFor(tenant, ['stock/entry']);
    expect(
      names(await clerk.ok<PageResult<LookupOption>>('POST', '/lookup/woodKinds', { name: ' LARCH ' })),
    ).toEqual(['Black larch', 'Larch']);
    const first = await clerk.ok<PageResult<LookupOption>>('POST', '/lookup/woodKinds', {
      page: 1,
      pageSize: 10,
    });
    expect(first.total).toBe(4);
    const limited = await clerk.ok<PageResult<LookupOption>>('POST', '/lookup/woodKinds', { limit: 3 });
    expect([limited.records.length, limited.total]).toEqual([3, 4]);
    const rest = await clerk.ok<PageResult<LookupOption>>('POST', '/lookup/woodKinds', { page: 2, limit: 3 });
    expect(rest.records).toHaveLength(1);
    expect(new Set([...limited.records, ...rest.records].map((o) => o.id)).size).toBe(4);
    const bad = await clerk.post('/lookup/woodKinds', { pageSize: 'many', name: 'x'.repeat(51) });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400001, data: null });
  });

  it('keeps each tenant’s options to itself (row-level security)', async () => {
    const other = await inventory.clientFor(otherTenant, ['stock/list']);
    for (const path of LOOKUPS) {
      expect([path, (await other.ok<PageResult<unknown>>('POST', path, {})).total]).toEqual([path, 0]);
    }
    const otherAdmin = await inventory.clientFor(otherTenant);
    await otherAdmin.ok('POST', '/wk/save', { woodKindName: 'Oak' });
    expect(names(await other.ok<PageResult<LookupOption>>('POST', '/lookup/woodKinds', {}))).toEqual(['Oak']);
    expect(
      names(await admin.ok<PageResult<LookupOption>>('POST', '/lookup/woodKinds', { name: 'oak' })),
    ).toEqual([]);
  });
});
