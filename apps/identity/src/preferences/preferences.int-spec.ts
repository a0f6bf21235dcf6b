import {
  DEFAULT_USER_PREFERENCES,
  type TableColumns,
  type TenantAccount,
  type UserPreferences,
} from '@timber/contracts';
import { createDb, urlFor, withTenant } from '@timber/db';
import { type ApiClient, startTestStack, type TestStack } from '@timber/testing';
import { type Kysely, sql } from 'kysely';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * §2 Layout settings kept per user: (chosen) GET and PUT /sys/user/preferences through the BFF,
 * each user's own row only, row-level security between tenants, a strict body; likewise the
 * columns each user hides in the wide lists, (chosen) GET and PUT /sys/user/columns (issue 22); and
 * the tenant's address its administrators keep, (chosen) POST /sys/user/account/edit (§2 Customer
 * account info).
 */
describe('user preferences (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let admin: ApiClient;
  let clerk: ApiClient;
  let arrears: ApiClient;

  beforeAll(async () => {
    system = await startTestStack('identity-preferences');
    [admin, clerk, arrears] = await Promise.all([
      system.loginAs('admin'),
      system.loginAs('clerk'),
      system.loginAs('arrears'),
    ]);
  });
  afterAll(() => system.stop());

  const PATH = '/sys/user/preferences';
  const read = (as: ApiClient) => as.ok<UserPreferences>('GET', PATH);
  const chosen: UserPreferences = {
    themeColor: '#11A983',
    tagsView: false,
    fixedHeader: true,
    sidebarLogo: false,
  };

  /** The rows as the database holds them (the migrating role, which row-level security does not restrict). */
  const rows = async () => {
    const db = new Client({ connectionString: system.adminUrl });
    await db.connect();
    try {
      const result = await db.query<{
        username: string;
        user_id: string;
        tenant_id: string;
        theme_color: string;
      }>(
        `select u.username, p.user_id, p.tenant_id, p.theme_color from identity.user_preferences p
         join identity.users u on u.id = p.user_id order by u.username`,
      );
      return result.rows;
    } finally {
      await db.end();
    }
  };
  const events = async () => {
    const db = new Client({ connectionString: system.adminUrl });
    await db.connect();
    try {
      const result = await db.query<{ payload: Record<string, unknown> }>(
        `select payload from identity.outbox where type = 'identity.user-preferences.changed' order by seq`,
      );
      return result.rows.map((row) => row.payload);
    } finally {
      await db.end();
    }
  };

  it('answers the defaults to a user who never saved any', async () => {
    expect(await read(admin)).toEqual(DEFAULT_USER_PREFERENCES);
    expect(DEFAULT_USER_PREFERENCES.themeColor).toBe('#409EFF');
  });

  it("saves the caller's own settings; another user's and another tenant's stay untouched", async () => {
    expect(await admin.ok<UserPreferences>('PUT', PATH, chosen)).toEqual(chosen);
    expect(await read(admin)).toEqual(chosen);
    // the same login from another client (another browser) reads them too
    expect(await read(await system.loginAs('admin'))).toEqual(chosen);
    expect(await read(clerk)).toEqual(DEFAULT_USER_PREFERENCES);
    expect(await read(arrears)).toEqual(DEFAULT_USER_PREFERENCES);

    const clerks: UserPreferences = { ...DEFAULT_USER_PREFERENCES, themeColor: '#f5222d' };
    await clerk.ok('PUT', PATH, clerks);
    expect(await read(clerk)).toEqual(clerks);
    expect(await read(admin)).toEqual(chosen);

    // saved again: one row per user, replaced whole
    const again: UserPreferences = { ...chosen, fixedHeader: false };
    await admin.ok('PUT', PATH, again);
    expect(await read(admin)).toEqual(again);
    expect((await rows()).map((row) => [row.username, row.theme_color])).toEqual([
      ['admin', '#11A983'],
      ['clerk', '#f5222d'],
    ]);
    const saved = await events();
    expect(saved.map((payload) => [payload.username, payload.actorName, payload.themeColor])).toEqual([
      ['admin', 'admin', '#11A983'],
      ['clerk', 'clerk', '#f5222d'],
      ['admin', 'admin', '#11A983'],
    ]);
  });

  it("keeps a tenant's rows from another tenant's connection (row-level security)", async () => {
    const [adminRow] = await rows();
    const otherTenant = (await arrears.ok<{ customerId: string }>('GET', '/sys/user/info')).customerId;
    expect(otherTenant).not.toBe(adminRow!.tenant_id);
    const identity: Kysely<unknown> = createDb({
      connectionString: urlFor(system.adminUrl, 'identity_svc'),
      applicationName: 'preferences-rls-test',
    });
    try {
      const asTenant = (tenant: string, statement: ReturnType<typeof sql>) =>
        withTenant(identity, tenant, (trx) => statement.execute(trx));
      const mine = await asTenant(adminRow!.tenant_id, sql`select user_id from identity.user_preferences`);
      expect(mine.rows).toHaveLength(2);
      const seen = await asTenant(otherTenant, sql`select user_id from identity.user_preferences`);
      expect(seen.rows).toHaveLength(0);
      const updated = await asTenant(
        otherTenant,
        sql`update identity.user_preferences set theme_color = '#000000'`,
      );
      expect(updated.numAffectedRows).toBe(0n);
      // a row written for another tenant than the connection's is refused
      await expect(
        asTenant(
          otherTenant,
          sql`insert into identity.user_preferences (user_id, tenant_id, theme_color, tags_view, fixed_header, sidebar_logo)
              values (${adminRow!.user_id}, ${adminRow!.tenant_id}, '#000000', true, true, true)
              on conflict (user_id) do update set theme_color = excluded.theme_color`,
        ),
      ).rejects.toThrow(/row-level security/);
    } finally {
      await identity.destroy();
    }
    expect((await rows()).map((row) => row.theme_color)).toEqual(['#11A983', '#f5222d']);
  });

  it('refuses a bad colour, a missing or unknown field with the envelope, and writes nothing', async () => {
    const before = { admin: await read(admin), events: (await events()).length };
    const refusal = async (body: unknown) => (await admin.call('PUT', PATH, body)).body;
    for (const themeColor of ['red', '#12345', '#1234567', '409EFF', '#GGGGGG', 'url(#x)']) {
      expect(await refusal({ ...chosen, themeColor })).toEqual({
        code: 400001,
        msg: expect.stringContaining('themeColor') as string,
        data: null,
      });
    }
    expect((await refusal({ ...chosen, tagsView: 'yes' })).code).toBe(400001);
    const { sidebarLogo: _dropped, ...missing } = chosen;
    expect((await refusal(missing)).code).toBe(400001);
    // the user is the caller, never named in the body
    expect((await refusal({ ...chosen, userId: '00000000-0000-4000-8000-000000000000' })).code).toBe(400001);
    expect(await read(admin)).toEqual(before.admin);
    expect((await events()).length).toBe(before.events);
  });

  it('needs a login', async () => {
    expect((await system.client().call('GET', PATH)).body.code).toBe(401001);
    expect((await system.client().call('PUT', PATH, chosen)).body.code).toBe(401001);
  });

  describe('the columns hidden in the wide lists', () => {
    const COLUMNS = '/sys/user/columns';
    const columns = (as: ApiClient) => as.ok<TableColumns>('GET', COLUMNS);
    const hiddenRows = async () => {
      const db = new Client({ connectionString: system.adminUrl });
      await db.connect();
      try {
        const result = await db.query<{ username: string; table_key: string; hidden: string[] }>(
          `select u.username, c.table_key, c.hidden from identity.user_table_columns c
           join identity.users u on u.id = c.user_id order by u.username, c.table_key`,
        );
        return result.rows.map((row) => [row.username, row.table_key, row.hidden]);
      } finally {
        await db.end();
      }
    };

    it("keeps each list's hidden columns per user, replaced whole; none hidden shows them all", async () => {
      expect(await columns(admin)).toEqual({});
      expect(
        await admin.ok('PUT', COLUMNS, { table: 'stock-in', hidden: ['deviceNo', 'creator', 'deviceNo'] }),
      ).toEqual({ table: 'stock-in', hidden: ['deviceNo', 'creator'] });
      await admin.ok('PUT', COLUMNS, { table: 'stock-out', hidden: ['errorNum'] });
      expect(await columns(admin)).toEqual({
        'stock-in': ['deviceNo', 'creator'],
        'stock-out': ['errorNum'],
      });
      // another browser of the same user sees the choice; another user, and another tenant, do not
      expect(await columns(await system.loginAs('admin'))).toEqual({
        'stock-in': ['deviceNo', 'creator'],
        'stock-out': ['errorNum'],
      });
      expect(await columns(clerk)).toEqual({});
      expect(await columns(arrears)).toEqual({});
      await admin.ok('PUT', COLUMNS, { table: 'stock-in', hidden: ['creator'] });
      await admin.ok('PUT', COLUMNS, { table: 'stock-out', hidden: [] });
      expect(await columns(admin)).toEqual({ 'stock-in': ['creator'] });
      expect(await hiddenRows()).toEqual([
        ['admin', 'stock-in', ['creator']],
        ['admin', 'stock-out', []],
      ]);
    });

    it('refuses a bad list or column key, an unknown field and a missing login, writing nothing', async () => {
      const before = await hiddenRows();
      for (const body of [
        { table: 'Stock in', hidden: [] },
        { table: '', hidden: [] },
        { table: 'stock-in', hidden: ['device no'] },
        { table: 'stock-in', hidden: Array.from({ length: 61 }, (_, i) => `c${i}`) },
        { table: 'stock-in' },
        { table: 'stock-in', hidden: [], userId: '00000000-0000-4000-8000-000000000000' },
      ]) {
        expect((await admin.call('PUT', COLUMNS, body)).body.code).toBe(400001);
      }
      expect((await system.client().call('GET', COLUMNS)).body.code).toBe(401001);
      expect((await system.client().call('PUT', COLUMNS, { table: 'stock-in', hidden: [] })).body.code).toBe(
        401001,
      );
      expect(await hiddenRows()).toEqual(before);
    });
  });

  describe("the tenant's address on the account centre", () => {
    const ACCOUNT = '/sys/user/account';
    const EDIT = '/sys/user/account/edit';
    /** a tenant id to try to smuggle in with the body */
    const OTHER_TENANT = '00000000-0000-4000-8000-000000000000';
    const account = (as: ApiClient) => as.ok<TenantAccount>('GET', ACCOUNT);
    const addressEvents = async () => {
      const db = new Client({ connectionString: system.adminUrl });
      await db.connect();
      try {
        const result = await db.query<{ tenant_id: string; payload: Record<string, unknown> }>(
          `select tenant_id, payload from identity.outbox where type = 'identity.tenant-account.changed' order by seq`,
        );
        return result.rows;
      } finally {
        await db.end();
      }
    };

    it("saves its administrators' address, trimmed, with an event; another tenant's stays as it was", async () => {
      const before = await account(arrears);
      const saved = await admin.ok<TenantAccount>('POST', EDIT, {
        address: '  12 Harbour Road\nTimber Town  ',
      });
      expect(saved.address).toBe('12 Harbour Road\nTimber Town');
      expect((await account(admin)).address).toBe('12 Harbour Road\nTimber Town');
      expect((await account(clerk)).address).toBe('12 Harbour Road\nTimber Town'); // the same tenant
      expect(await account(arrears)).toEqual(before);
      const [event] = (await addressEvents()).slice(-1);
      expect(event).toMatchObject({
        tenant_id: saved.tenantId,
        payload: { address: '12 Harbour Road\nTimber Town', actorName: 'admin' },
      });
      // empty clears it
      expect((await admin.ok<TenantAccount>('POST', EDIT, { address: '' })).address).toBe('');
    });

    it('refuses a user without account management, an address over 200 characters and unknown fields, writing nothing', async () => {
      await admin.ok('POST', EDIT, { address: 'Kept' });
      const before = (await addressEvents()).length;
      expect((await clerk.call('POST', EDIT, { address: 'Clerk street' })).body.code).toBe(403001);
      const long = await admin.call('POST', EDIT, { address: 'x'.repeat(201) });
      expect(long.body).toEqual({
        code: 400001,
        msg: expect.stringContaining('address') as string,
        data: null,
      });
      expect((await admin.call('POST', EDIT, { address: 'A', tenantId: OTHER_TENANT })).body.code).toBe(
        400001,
      );
      expect((await admin.call('POST', EDIT, {})).body.code).toBe(400001);
      expect((await system.client().call('POST', EDIT, { address: 'B' })).body.code).toBe(401001);
      expect((await account(admin)).address).toBe('Kept');
      expect((await addressEvents()).length).toBe(before);
    });
  });
});
