import {
  type PageResult,
  type PermissionGroup,
  type StandardOption,
  type SystemUser,
  type UserInfo,
} from '@timber/contracts';
import { type ApiClient, DEMO_TRIAL_PATHS, startTestStack, type TestStack } from '@timber/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Account management's lists (§7 /sys/users, /sys/perm/list) and /cmw/standard through the BFF. */
describe('accounts and standard options (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let admin: ApiClient;

  beforeAll(async () => {
    system = await startTestStack('identity-accounts');
    admin = await system.loginAs('admin');
  });
  afterAll(() => system.stop());

  const users = (body: Record<string, unknown>, as: ApiClient = admin) =>
    as.ok<PageResult<SystemUser>>('POST', '/sys/users', body);

  it("lists the tenant's users with their permission groups, never a password", async () => {
    const all = await users({ page: 1, pageSize: 20 });
    // admin, clerk and the free trial's shared user
    expect(all.total).toBe(3);
    const byName = Object.fromEntries(all.records.map((user) => [user.username, user]));
    expect(byName.admin).toMatchObject({
      realName: 'Administrator',
      phone: '13800000001',
      type: 3,
      status: 1,
      isAdmin: true,
      roleIds: [],
      permissionsList: [],
    });
    expect(byName.admin!.signNum).toBeGreaterThanOrEqual(1);
    expect(byName.admin!.lastSignTime).not.toBeNull();
    expect(byName.clerk).toMatchObject({
      realName: 'Yard Clerk',
      type: 4,
      isAdmin: false,
      permissionsList: [{ id: byName.clerk!.roleIds[0], name: 'Yard clerks' }],
    });
    expect(JSON.stringify(all)).not.toMatch(/password|hash/i);
  });

  it('pages by pageSize or limit and filters by creation days', async () => {
    const first = await users({ page: 1, pageSize: 1 });
    const second = await users({ page: 2, limit: 1, lang: 'en' });
    expect([first.total, second.total]).toEqual([3, 3]);
    expect(first.records).toHaveLength(1);
    expect(second.records).toHaveLength(1);
    expect(second.records[0]!.id).not.toBe(first.records[0]!.id);
    expect((await users({ createTimeFrom: '2999-01-01' })).total).toBe(0);
    expect((await admin.post('/sys/users', { createTimeFrom: '01.01.2999' })).body.code).toBe(400001);
  });

  it('lists the permission groups with their route keys', async () => {
    const groups = await admin.ok<PageResult<PermissionGroup>>('POST', '/sys/perm/list', {
      page: 1,
      pageSize: 1000,
    });
    expect(groups).toEqual({
      total: 2,
      records: expect.arrayContaining([
        {
          id: expect.any(String) as string,
          permName: 'Trial',
          permDesc: 'The free trial: every screen but the system menu',
          path: DEMO_TRIAL_PATHS,
          createTime: expect.any(String) as string,
        },
        {
          id: expect.any(String) as string,
          permName: 'Yard clerks',
          permDesc: 'Master data: wood kinds and warehouses',
          path: ['info', 'info/woodType', 'info/warehouse'],
          createTime: expect.any(String) as string,
        },
      ]) as PermissionGroup[],
    });
    expect(groups.records).toHaveLength(2);
    const beyond = await admin.ok<PageResult<PermissionGroup>>('POST', '/sys/perm/list', {
      page: 3,
      limit: 1,
    });
    expect(beyond).toEqual({ total: 2, records: [] });
  });

  it('keeps each tenant to its own accounts, and the lists to the account management permission', async () => {
    const arrears = await system.loginAs('arrears');
    expect((await users({ page: 1 }, arrears)).records.map((user) => user.username)).toEqual(['arrears']);
    expect((await arrears.ok<PageResult<PermissionGroup>>('POST', '/sys/perm/list', {})).total).toBe(0);
    const clerk = await system.loginAs('clerk');
    expect((await clerk.post('/sys/users', { page: 1 })).body.code).toBe(403001);
    expect((await clerk.post('/sys/perm/list', { page: 1 })).body.code).toBe(403001);
  });

  it("answers the tenant's standard options (/cmw/standard) as user info has them, to any user", async () => {
    const clerk = await system.loginAs('clerk');
    const options = await clerk.ok<StandardOption[]>('POST', '/cmw/standard');
    const info = await clerk.ok<UserInfo>('GET', '/sys/user/info');
    expect(options).toEqual(info.standard);
    expect(options.map((option) => option.value)).toEqual(['ch', 'rus_stp', 'jas']);
  });
});
