import {
  allPermissionKeys,
  clientPasswordHash,
  type PageResult,
  type PermissionGroup,
  type SystemUser,
  type UserInfo,
} from '@timber/contracts';
import { ApiClient, startTestStack, type TestStack } from '@timber/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 17: administrator users and permission groups through the BFF, and live permissions: a
 * group change or a user's disabling reaches their logged-in session on its next request.
 */
describe('account changes and live permissions (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let admin: ApiClient;

  beforeAll(async () => {
    system = await startTestStack('identity-account-changes');
    admin = await system.loginAs('admin');
  });
  afterAll(() => system.stop());

  const password = clientPasswordHash('Stock123');
  const users = async () =>
    admin.ok<PageResult<SystemUser>>('POST', '/sys/users', { page: 1, pageSize: 100 });
  const groups = async () =>
    admin.ok<PageResult<PermissionGroup>>('POST', '/sys/perm/list', { page: 1, pageSize: 1000 });
  const login = async (username: string) => {
    const api = system.client();
    api.token = (
      await api.ok<{ accessToken: string }>('POST', '/sys/user/login', { username, password })
    ).accessToken;
    return api;
  };
  const events = async (type: string): Promise<Record<string, unknown>[]> => {
    const db = new Client({ connectionString: system.adminUrl });
    await db.connect();
    try {
      const rows = await db.query<{ payload: Record<string, unknown> }>(
        'select payload from identity.outbox where type = $1 order by seq',
        [type],
      );
      return rows.rows.map((row) => row.payload);
    } finally {
      await db.end();
    }
  };

  it('a stock-in group and a user in it: only those routes answer; widening the group reaches the live login; disabling ends it', async () => {
    const { id: groupId } = await admin.ok<{ id: string }>('POST', '/sys/perm/save', {
      permName: 'Stock-in only',
      permDesc: 'stock-in sheets',
      path: ['stock', 'stock/entry'],
    });
    const { id: userId } = await admin.ok<{ id: string }>('POST', '/sys/user', {
      username: 'stockin1',
      realName: 'Stock In',
      phone: '13800000077',
      type: 4,
      password,
      roleIds: [groupId],
    });
    const listed = (await users()).records.find((user) => user.id === userId);
    expect(listed).toMatchObject({ type: 4, status: 1, roleIds: [groupId] });

    const user = await login('stockin1');
    expect((await user.ok<UserInfo>('GET', '/sys/user/info')).resources).toEqual(['stock', 'stock/entry']);
    expect((await user.post('/stockIn/h/pageSpu', { page: 1 })).body.code).toBe(0);
    expect((await user.post('/wk/pageData', { page: 1 })).body.code).toBe(403001);
    expect((await user.post('/sys/users', { page: 1 })).body.code).toBe(403001);

    // widened while the user is logged in: the next request holds the new key, without a new login
    await admin.ok('POST', '/sys/perm/save', {
      id: groupId,
      permName: 'Stock-in only',
      permDesc: 'stock-in sheets',
      path: ['stock', 'stock/entry', 'info', 'info/woodType'],
    });
    expect((await user.post('/wk/pageData', { page: 1 })).body.code).toBe(0);
    expect((await user.ok<UserInfo>('GET', '/sys/user/info')).resources).toContain('info/woodType');

    // narrowed again: refused at once
    await admin.ok('POST', '/sys/perm/save', {
      id: groupId,
      permName: 'Stock-in only',
      path: ['stock', 'stock/entry'],
    });
    expect((await user.post('/wk/pageData', { page: 1 })).body.code).toBe(403001);

    // disabled: the next request is refused, and so is a new login
    await admin.ok('POST', '/sys/user/status', { id: userId, status: 0 });
    expect((await user.post('/stockIn/h/pageSpu', { page: 1 })).body.code).toBe(50014);
    expect(
      (await system.client().post('/sys/user/login', { username: 'stockin1', password })).body.code,
    ).toBe(400102);
    await admin.ok('POST', '/sys/user/status', { id: userId, status: 1 });
    const again = await login('stockin1');

    // edited into another group: the live login follows
    const { id: otherId } = await admin.ok<{ id: string }>('POST', '/sys/perm/save', {
      permName: 'Wood kinds',
      path: ['info', 'info/woodType'],
    });
    await admin.ok('PUT', '/sys/user', {
      id: userId,
      username: 'stockin1',
      realName: 'Stock In',
      phone: '13800000077',
      type: 4,
      roleIds: [otherId],
    });
    expect((await again.post('/wk/pageData', { page: 1 })).body.code).toBe(0);
    expect((await again.post('/stockIn/h/pageSpu', { page: 1 })).body.code).toBe(403001);

    // deleted: the login ends, the groups can go
    expect((await admin.call('DELETE', `/sys/user/${userId}`)).body.code).toBe(0);
    expect((await again.post('/wk/pageData', { page: 1 })).body.code).toBe(50014);
    expect((await users()).records.some((row) => row.id === userId)).toBe(false);
    await admin.ok('POST', `/sys/perm/delete/${groupId}`);
    await admin.ok('POST', `/sys/perm/delete/${otherId}`);

    const changes = (await events('identity.user.changed')).map((payload) => payload.change);
    expect(changes).toEqual(['created', 'disabled', 'enabled', 'updated', 'deleted']);
    const groupChanges = await events('identity.permission-group.changed');
    expect(groupChanges.map((payload) => payload.change)).toEqual([
      'created',
      'updated',
      'updated',
      'created',
      'deleted',
      'deleted',
    ]);
    expect(groupChanges[0]).toMatchObject({ actorName: 'admin', keys: ['stock', 'stock/entry'] });
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    // logged in first: a login counts in the user list
    const arrears = await system.loginAs('arrears');
    const clerkApi = await system.loginAs('clerk');
    const before = {
      users: await users(),
      groups: await groups(),
      events: (await events('identity.user.changed')).length,
    };
    const clerkGroup = before.groups.records[0]!;
    const clerk = before.users.records.find((user) => user.username === 'clerk')!;
    const adminRow = before.users.records.find((user) => user.username === 'admin')!;
    const newUser = {
      username: 'Clerk',
      realName: 'Twin',
      phone: '13800000078',
      type: 4,
      password,
      roleIds: [clerkGroup.id],
    };

    const refusal = async (method: string, path: string, body?: unknown, as: ApiClient = admin) => {
      const answer = await as.call(method, path, body);
      return { code: answer.body.code, msg: answer.body.msg };
    };
    // a taken name, whatever its case (names are unique across tenants: the login has no company field)
    expect(await refusal('POST', '/sys/user', newUser)).toEqual({
      code: 400111,
      msg: 'The user name "Clerk" is already taken',
    });
    expect((await refusal('POST', '/sys/user', { ...newUser, username: 'arrears' })).code).toBe(400111);
    // a password sent in clear (not the client hash), a super administrator's type, no group, an unknown field
    expect(
      (await refusal('POST', '/sys/user', { ...newUser, username: 'twin1', password: 'Clerk1' })).code,
    ).toBe(400001);
    expect((await refusal('POST', '/sys/user', { ...newUser, username: 'twin1', type: 3 })).code).toBe(
      400001,
    );
    expect((await refusal('POST', '/sys/user', { ...newUser, username: 'twin1', roleIds: [] })).code).toBe(
      400001,
    );
    expect((await refusal('POST', '/sys/user', { ...newUser, username: 'twin1', isAdmin: true })).code).toBe(
      400001,
    );
    // a group of no one's, a key the tree does not have, a group in use, a name taken
    expect(
      (await refusal('POST', '/sys/user', { ...newUser, username: 'twin1', roleIds: [adminRow.id] })).code,
    ).toBe(404121);
    expect(await refusal('POST', '/sys/perm/save', { permName: 'x', path: ['stock/nowhere'] })).toEqual({
      code: 400123,
      msg: 'Unknown permission key: stock/nowhere',
    });
    expect((await refusal('POST', `/sys/perm/delete/${clerkGroup.id}`)).code).toBe(400122);
    expect((await refusal('POST', '/sys/perm/save', { permName: clerkGroup.permName, path: [] })).code).toBe(
      400121,
    );
    // oneself, a super administrator
    expect((await refusal('POST', '/sys/user/status', { id: adminRow.id, status: 0 })).code).toBe(400112);
    expect((await refusal('DELETE', `/sys/user/${adminRow.id}`)).code).toBe(400112);
    expect(
      (await refusal('PUT', '/sys/user', { ...newUser, id: adminRow.id, username: 'admin', type: 7 })).code,
    ).toBe(400113);
    // another tenant's user and group, as that tenant's super administrator sees them: not there
    expect(
      (await refusal('PUT', '/sys/user', { ...newUser, id: clerk.id, username: 'clerk' }, arrears)).code,
    ).toBe(404111);
    expect((await refusal('POST', '/sys/user/status', { id: clerk.id, status: 0 }, arrears)).code).toBe(
      404111,
    );
    expect((await refusal('DELETE', `/sys/user/${clerk.id}`, undefined, arrears)).code).toBe(404111);
    expect((await refusal('POST', `/sys/perm/delete/${clerkGroup.id}`, undefined, arrears)).code).toBe(
      404121,
    );
    expect(
      (await refusal('POST', '/sys/perm/save', { id: clerkGroup.id, permName: 'mine', path: [] }, arrears))
        .code,
    ).toBe(404121);
    // an ordinary user may not manage accounts
    expect((await refusal('POST', '/sys/perm/save', { permName: 'mine', path: [] }, clerkApi)).code).toBe(
      403001,
    );

    expect(await users()).toEqual(before.users);
    expect(await groups()).toEqual(before.groups);
    expect((await events('identity.user.changed')).length).toBe(before.events);
  });

  it('never disables nor deletes a super administrator, so the last one always stays', async () => {
    // a second super administrator of the tenant (none can be made through the API, §6)
    const adminRow = (await users()).records.find((user) => user.username === 'admin')!;
    const db = new Client({ connectionString: system.adminUrl });
    await db.connect();
    let otherId: string;
    try {
      const inserted = await db.query<{ id: string }>(
        `insert into identity.users (id, tenant_id, username, real_name, phone, type, status, password_hash)
         select gen_random_uuid(), tenant_id, 'super2', 'Second Super', '13800000079', 3, 1, password_hash
         from identity.users where id = $1 returning id`,
        [adminRow.id],
      );
      otherId = inserted.rows[0]!.id;
    } finally {
      await db.end();
    }
    const before = await users();
    expect(before.records.find((user) => user.id === otherId)).toMatchObject({ isAdmin: true, status: 1 });
    const code = async (method: string, path: string, body?: unknown) =>
      (await admin.call(method, path, body)).body.code;
    expect(await code('POST', '/sys/user/status', { id: otherId, status: 0 })).toBe(400113);
    expect(await code('DELETE', `/sys/user/${otherId}`)).toBe(400113);
    // nor themself: the caller is refused first, whatever their type
    expect(await code('POST', '/sys/user/status', { id: adminRow.id, status: 0 })).toBe(400112);
    expect(await users()).toEqual(before);
  });

  it('issue 34: a user holding only system/role grants itself nothing more, through the BFF', async () => {
    const { id: rolesId } = await admin.ok<{ id: string }>('POST', '/sys/perm/save', {
      permName: 'Role keepers',
      path: ['system', 'system/role'],
    });
    const form = { username: 'roler1', realName: 'Roler', phone: '13800000080', type: 4, roleIds: [rolesId] };
    const { id: rolerId } = await admin.ok<{ id: string }>('POST', '/sys/user', { ...form, password });
    const roler = await login('roler1');
    const everything = allPermissionKeys();
    const tries = [
      await roler.post('/sys/perm/save', { permName: 'Everything', path: everything }),
      await roler.post('/sys/perm/save', { id: rolesId, permName: 'Role keepers', path: everything }),
      await roler.call('PUT', '/sys/user', {
        ...form,
        id: rolerId,
        roleIds: [rolesId, (await groups()).records.find((group) => group.id !== rolesId)!.id],
      }),
    ];
    expect(tries.map((answer) => [answer.status, answer.body.code])).toEqual([
      [403, 400124],
      [403, 400125],
      [403, 400114],
    ]);
    expect(tries[0]!.body.msg).toBe('You can only grant permissions you hold yourself (you lack btn)');
    expect((await roler.ok<UserInfo>('GET', '/sys/user/info')).resources).toEqual(['system', 'system/role']);
  });
});
