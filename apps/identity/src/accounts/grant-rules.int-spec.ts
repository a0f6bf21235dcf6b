import {
  allPermissionKeys,
  clientPasswordHash,
  type PageResult,
  type PermissionGroup,
  type UserInfo,
} from '@timber/contracts';
import { urlFor } from '@timber/db';
import { configureLogging } from '@timber/nest-kit';
import {
  ApiClient,
  DEMO_LOGINS,
  seedDemo,
  startServiceUnderTest,
  TEST_REDIS_URL,
  testDatabase,
  type ServiceUnderTest,
} from '@timber/testing';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityConfigSchema } from '../config';
import { IdentityModule } from '../identity.module';

const PASSWORD = clientPasswordHash('Roles123');
const ALL = allPermissionKeys();

/**
 * Issue 34, finding 2, at the service: identity runs in this process on its own cloned database;
 * a user holding only `system/role` (and `system`) tries to give itself more, as the probe did.
 */
describe('permission grants at identity (HTTP, real PostgreSQL and Redis)', () => {
  let db: { adminUrl: string; drop(): Promise<void> };
  let identity: ServiceUnderTest;
  let admin: ApiClient;
  let roler: ApiClient;
  let rolerId: string;
  let rolesGroupId: string;
  let stockGroupId: string;

  const login = async (username: string, password: string, lang = 'en') => {
    const client = new ApiClient(identity.baseUrl, lang);
    client.token = (
      await client.ok<{ accessToken: string }>('POST', '/sys/user/login', { username, password })
    ).accessToken;
    return client;
  };
  const userForm = (id: string, username: string, roleIds: string[], type = 4) => ({
    id,
    ...userFields(username, roleIds, type),
  });
  const groups = async () =>
    (await admin.ok<PageResult<PermissionGroup>>('POST', '/sys/perm/list', { page: 1, pageSize: 1000 }))
      .records;
  const userFields = (username: string, roleIds: string[], type = 4) => ({
    username,
    realName: username,
    phone: '13800000090',
    type,
    roleIds,
  });

  beforeAll(async () => {
    configureLogging('grant-rules-test', 'error');
    db = await testDatabase('grant-rules');
    await seedDemo(db.adminUrl);
    const config = identityConfigSchema.parse({
      DATABASE_URL: urlFor(db.adminUrl, 'identity_svc'),
      RELAY_DATABASE_URL: urlFor(db.adminUrl, 'identity_relay'),
      REDIS_URL: TEST_REDIS_URL,
      JWT_SECRET: randomBytes(32).toString('hex'),
      EVENT_STREAM_PREFIX: `tgrant${randomBytes(4).toString('hex')}`,
      LOG_LEVEL: 'error',
    });
    identity = await startServiceUnderTest(IdentityModule.forRoot(config), config);
    admin = await login(DEMO_LOGINS.admin.username, clientPasswordHash(DEMO_LOGINS.admin.password));
    ({ id: rolesGroupId } = await admin.ok<{ id: string }>('POST', '/sys/perm/save', {
      permName: 'Role keepers',
      path: ['system', 'system/role'],
    }));
    ({ id: stockGroupId } = await admin.ok<{ id: string }>('POST', '/sys/perm/save', {
      permName: 'Stock clerks',
      path: ['stock', 'stock/list'],
    }));
    ({ id: rolerId } = await admin.ok<{ id: string }>('POST', '/sys/user', {
      ...userFields('roler', [rolesGroupId]),
      password: PASSWORD,
    }));
    roler = await login('roler', PASSWORD);
  });
  afterAll(async () => {
    await identity?.close();
    await db?.drop();
  });

  it('refuses the three ways the probe granted itself every permission, each with its own message', async () => {
    // 1. a new group with every key, then joining it
    const everything = await roler.post('/sys/perm/save', { permName: 'Everything', path: ALL });
    expect(everything.status).toBe(403);
    expect(everything.body).toEqual({
      code: 400124,
      msg: 'You can only grant permissions you hold yourself (you lack btn)',
      data: null,
    });
    // 2. widening its own group
    const own = await roler.post('/sys/perm/save', { id: rolesGroupId, permName: 'Role keepers', path: ALL });
    expect(own.body).toMatchObject({
      code: 400125,
      msg: 'You cannot change a permission group you belong to',
    });
    // even to keys it holds: its own group is not its to change
    expect(
      (await roler.post('/sys/perm/save', { id: rolesGroupId, permName: 'Role keepers', path: ['system'] }))
        .body.code,
    ).toBe(400125);
    // 3. adding itself to a group, through the user form
    const join = await roler.call(
      'PUT',
      '/sys/user',
      userForm(rolerId, 'roler', [rolesGroupId, stockGroupId]),
    );
    expect(join.body).toMatchObject({
      code: 400114,
      msg: 'You cannot change your own permission groups or user type',
    });
    // ... nor its own type
    expect(
      (await roler.call('PUT', '/sys/user', userForm(rolerId, 'roler', [rolesGroupId], 7))).body.code,
    ).toBe(400114);
    // nothing changed: the groups are as they were, and the user holds what it held
    const after = await groups();
    expect(after.find((g) => g.id === rolesGroupId)?.path).toEqual(['system', 'system/role']);
    expect(after.some((g) => g.permName === 'Everything')).toBe(false);
    expect((await roler.ok<UserInfo>('GET', '/sys/user/info')).resources).toEqual(['system', 'system/role']);
    // and the message is the caller's language
    const zh = await login('roler', PASSWORD, 'zh');
    expect((await zh.post('/sys/perm/save', { permName: 'X', path: ['invoice'] })).body).toMatchObject({
      code: 400124,
      msg: '只能授予自己拥有的权限（缺少：invoice）',
    });
  });

  it('lets the editor do what stays within its own permissions', async () => {
    // a group of keys it holds, given to another user; its own name edited with the same groups
    const { id: subsetId } = await roler.ok<{ id: string }>('POST', '/sys/perm/save', {
      permName: 'Role keepers too',
      path: ['system/role'],
    });
    const { id: otherId } = await roler.ok<{ id: string }>('POST', '/sys/user', {
      ...userFields('helper', [subsetId]),
      password: PASSWORD,
    });
    await roler.ok('PUT', '/sys/user', {
      ...userForm(rolerId, 'roler', [rolesGroupId]),
      realName: 'Roler R.',
    });
    // another user may not be given a group of keys the editor lacks, nor created in one
    const give = await roler.call('PUT', '/sys/user', userForm(otherId, 'helper', [subsetId, stockGroupId]));
    expect(give.body).toMatchObject({
      code: 400124,
      msg: 'You can only grant permissions you hold yourself (you lack stock)',
    });
    const create = await roler.call('POST', '/sys/user', {
      ...userFields('helper2', [stockGroupId]),
      password: PASSWORD,
    });
    expect(create.body.code).toBe(400124);
    // taking a group away from another user is fine
    await admin.ok('PUT', '/sys/user', userForm(otherId, 'helper', [subsetId, stockGroupId]));
    await roler.ok('PUT', '/sys/user', userForm(otherId, 'helper', [subsetId]));
    // a group it is not in and whose keys it holds may be edited
    await roler.ok('POST', '/sys/perm/save', {
      id: subsetId,
      permName: 'Role keepers too',
      path: ['system'],
    });
  });

  it('exempts the super administrator', async () => {
    await admin.ok('POST', '/sys/perm/save', { id: rolesGroupId, permName: 'Role keepers', path: ALL });
    await admin.ok('POST', '/sys/perm/save', {
      id: rolesGroupId,
      permName: 'Role keepers',
      path: ['system', 'system/role'],
    });
    await admin.ok('PUT', '/sys/user', userForm(rolerId, 'roler', [rolesGroupId, stockGroupId]));
    expect((await roler.ok<UserInfo>('GET', '/sys/user/info')).resources).toContain('stock/list');
  });
});
