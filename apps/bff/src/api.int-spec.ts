import { clientPasswordHash, type PageResult, type WoodKind } from '@timber/contracts';
import {
  startTencentSmsServer,
  startTestStack,
  type TencentSmsServer,
  type TestStack,
} from '@timber/testing';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The web app's API over real HTTP: BFF → identity / inventory → PostgreSQL and Redis. */
describe('BFF /api (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let sms: TencentSmsServer;

  beforeAll(async () => {
    // reset codes are texted for real: to a Tencent-Cloud-shaped server through the official SDK
    sms = await startTencentSmsServer();
    system = await startTestStack('bff', { env: { identity: sms.env() } });
  });
  afterAll(async () => {
    await system?.stop();
    await sms?.stop();
  });

  describe('login and tokens', () => {
    it('logs in the demo administrator and answers user info', async () => {
      const api = await system.loginAs('admin');
      const info = await api.ok<{
        username: string;
        isAdmin: boolean;
        cusShortName: string;
        resources: string[];
      }>('GET', '/sys/user/info');
      expect(info).toMatchObject({ username: 'admin', isAdmin: true, cusShortName: 'Demo Timber' });
      expect(info.resources).toContain('info/woodType');
    });

    it('tells the ordinary user that the default password is still in use', async () => {
      const answer = await system.client().post<{
        defaultPassword: boolean;
      }>('/sys/user/login', { username: 'clerk', password: clientPasswordHash('Clerk123') });
      expect(answer.body.data.defaultPassword).toBe(true);
    });

    it('refuses a wrong password in the language asked for', async () => {
      const answer = await system
        .client('zh')
        .post('/sys/user/login', { username: 'admin', password: clientPasswordHash('wrong-password') });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400101, msg: '账号或密码错误', data: null });
    });

    it('tells a mobile app user why the back office refuses the account, only with the right password', async () => {
      const asAppUser = (password: string) =>
        system
          .client()
          .post('/sys/user/login', { username: 'driver01', password: clientPasswordHash(password) });
      const right = await asAppUser('Driver123');
      expect(right.status).toBe(403);
      expect(right.body).toEqual({
        code: 400106,
        msg: 'This is a mobile app account: it signs in on the mobile app only. Ask an administrator for a back-office user.',
        data: null,
      });
      const wrong = await asAppUser('Driver124');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 400101 });
    });

    it('answers 401001 without a token, with a forged one, and 401008 for an expired one', async () => {
      const api = system.client();
      expect((await api.call('GET', '/sys/user/info')).body.code).toBe(401001);
      api.token = jwt.sign(
        { sub: 'x', tid: 'y', usr: 'z', typ: 3, jti: 'j' },
        'not-the-secret-0123456789abcdef0123',
        {
          issuer: 'timber',
        },
      );
      expect((await api.call('GET', '/sys/user/info')).body.code).toBe(401001);
      api.token = jwt.sign(
        { sub: 'x', tid: 'y', usr: 'z', typ: 3, jti: 'j', exp: Math.floor(Date.now() / 1000) - 5 },
        system.jwtSecret,
        { issuer: 'timber' },
      );
      const expired = await api.call('GET', '/sys/user/info');
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe(401008);
    });

    it('ends the token on logout: using it again answers 50014', async () => {
      const api = await system.loginAs('admin');
      await api.ok('GET', '/sys/user/logout');
      expect((await api.call('GET', '/sys/user/info')).body.code).toBe(50014);
    });

    it('slows failed logins down per account and address: the 6th waits', async () => {
      const api = system.client();
      const attempt = () =>
        api.post('/sys/user/login', { username: 'ghostuser', password: clientPasswordHash('nope-nope') });
      for (let i = 0; i < 5; i++) {
        expect((await attempt()).body.code).toBe(400101);
      }
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe(429101);
      expect(blocked.body.msg).toMatch(/try again in \d+ s/);
    });

    it('changes the password and then needs the new one', async () => {
      const api = await system.loginAs('clerk');
      const body = { oldPwd: clientPasswordHash('Clerk123'), newPwd: clientPasswordHash('Clerk456') };
      await api.ok('PUT', '/sys/user/pwd', body);
      expect((await api.call('GET', '/sys/user/info')).body.code).toBe(50014);
      const again = system.client();
      expect(
        (await again.post('/sys/user/login', { username: 'clerk', password: body.newPwd })).body.code,
      ).toBe(0);
      const back = await again.post<{ accessToken: string }>('/sys/user/login', {
        username: 'clerk',
        password: body.newPwd,
      });
      again.token = back.body.data.accessToken;
      await again.ok('PUT', '/sys/user/pwd', { oldPwd: body.newPwd, newPwd: body.oldPwd });
    });
  });

  describe('forgotten password', () => {
    it('texts a code (Tencent Cloud SMS) and sets the new password with it', async () => {
      const api = system.client();
      await api.ok('POST', '/sys/sms/findPwd', { phone: '13800000003' });
      const again = await api.post('/sys/sms/findPwd', { phone: '13800000003' });
      expect(again.body.code).toBe(429102);
      const text = sms.messages.at(-1);
      expect(text?.phone).toBe('+8613800000003');
      const code = text?.params[0] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const wrong = await api.post('/sys/user/resetPwd', {
        phone: '13800000003',
        code: code === '000000' ? '111111' : '000000',
        password: clientPasswordHash('Reset123'),
      });
      expect(wrong.body.code).toBe(400104);
      await api.ok('POST', '/sys/user/resetPwd', {
        phone: '13800000003',
        code,
        password: clientPasswordHash('Reset123'),
      });
      const login = await api.post('/sys/user/login', {
        username: 'arrears',
        password: clientPasswordHash('Reset123'),
      });
      expect(login.body.code).toBe(0);
      const reused = await api.post('/sys/user/resetPwd', {
        phone: '13800000003',
        code,
        password: clientPasswordHash('x'),
      });
      expect(reused.body.code).toBe(400104);
    });

    it('refuses a reset by e-mail while no SMTP server is configured, and a body with both or neither', async () => {
      const api = system.client();
      const off = await api.post('/sys/mail/findPwd', { email: 'admin@demo-timber.example' });
      expect(off.status).toBe(503);
      expect(off.body.code).toBe(503132);
      const both = await api.post('/sys/user/resetPwd', {
        phone: '13800000003',
        email: 'arrears@arrears-sawmill.example',
        code: '123456',
        password: clientPasswordHash('x'),
      });
      expect(both.body.code).toBe(400001);
    });

    it('answers the same for a number no account uses, and refuses a malformed one', async () => {
      const api = system.client();
      expect((await api.post('/sys/sms/findPwd', { phone: '13900000000' })).body.code).toBe(0);
      expect((await api.post('/sys/sms/findPwd', { phone: '12345' })).body.code).toBe(400001);
    });
  });

  describe('validation at the edge', () => {
    it('refuses unknown fields, naming them', async () => {
      const answer = await system
        .client()
        .post('/sys/user/login', { username: 'admin', password: clientPasswordHash('x'), extra: 1 });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(400001);
      expect(answer.body.msg).toContain('Unknown field: extra');
    });

    it('names a missing or too long field in the user language', async () => {
      const api = await system.loginAs('admin', 'ru');
      const missing = await api.post('/wk/save', { remark: 'x' });
      expect(missing.body.msg).toContain('Поле woodKindName обязательно');
      const tooLong = await api.post('/wk/save', { woodKindName: 'x'.repeat(51) });
      expect(tooLong.body.msg).toContain('woodKindName: не более 50 символов');
    });

    it('refuses a body over the limit with a clear error', async () => {
      const answer = await system
        .client()
        .post('/sys/user/login', { username: 'admin', password: 'x'.repeat(2_000_000) });
      expect(answer.status).toBe(413);
      expect(answer.body.code).toBe(413001);
      expect(answer.body.msg).toContain('too large');
    });

    it('refuses malformed JSON', async () => {
      const answer = await system.client().call('POST', '/sys/user/login', '{"username":');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400002, msg: 'The body is not valid JSON', data: null });
    });

    it('answers the envelope for an unknown path: the login refusal to a stranger, 404 to a user', async () => {
      const stranger = await system.client().call('GET', '/no/such/path');
      expect(stranger.status).toBe(401);
      expect(stranger.body.code).toBe(401001);
      const user = await (await system.loginAs('clerk')).call('GET', '/no/such/path');
      expect(user.status).toBe(404);
      expect(user.body.code).toBe(404001);
    });
  });

  describe('wood kinds', () => {
    it('lists the seeded kinds newest first, paged, filtered by name and days', async () => {
      const api = await system.loginAs('admin');
      const page = await api.ok<PageResult<WoodKind>>('POST', '/wk/pageData', { page: 1, pageSize: 3 });
      expect(page.total).toBeGreaterThanOrEqual(8);
      expect(page.records).toHaveLength(3);
      expect(page.records[0]!.createTime >= page.records[1]!.createTime).toBe(true);
      const pines = await api.ok<PageResult<WoodKind>>('POST', '/wk/pageData', {
        page: 1,
        pageSize: 20,
        woodKindName: 'pine',
      });
      expect(pines.records.map((r) => r.woodKindName).sort()).toEqual(['Pine', 'Radiata pine']);
      const today = new Date().toISOString().slice(0, 10);
      const todays = await api.ok<PageResult<WoodKind>>('POST', '/wk/pageData', {
        page: 1,
        pageSize: 20,
        createTimeFrom: today,
        createTimeTo: today,
      });
      expect(todays.records.map((r) => r.woodKindName)).toContain('Pine');
      expect(todays.records.map((r) => r.woodKindName)).not.toContain('Larch');
    });

    it('adds, edits and deletes; a duplicate name is refused with the name', async () => {
      const api = await system.loginAs('admin');
      const { id } = await api.ok<{ id: string }>('POST', '/wk/save', {
        woodKindName: 'Cedar',
        remark: 'red',
      });
      const duplicate = await api.post('/wk/save', { woodKindName: 'cedar' });
      expect(duplicate.body).toMatchObject({ code: 400201, msg: 'The wood type "cedar" already exists' });
      await api.ok('POST', '/wk/update', { id, woodKindName: 'Red cedar', remark: '' });
      const found = await api.ok<PageResult<WoodKind>>('POST', '/wk/pageData', {
        page: 1,
        pageSize: 5,
        woodKindName: 'red cedar',
      });
      expect(found.records).toEqual([expect.objectContaining({ id, woodKindName: 'Red cedar', remark: '' })]);
      await api.ok('POST', `/wk/del/${id}`);
      const gone = await api.post(`/wk/del/${id}`);
      expect(gone.body.code).toBe(404201);
    });

    it('deletes a selection all or none', async () => {
      const api = await system.loginAs('admin');
      const a = await api.ok<{ id: string }>('POST', '/wk/save', { woodKindName: 'Alder' });
      const b = await api.ok<{ id: string }>('POST', '/wk/save', { woodKindName: 'Aspen' });
      const refused = await api.post('/wk/delete', { ids: [a.id, '00000000-0000-4000-8000-00000000ffff'] });
      expect(refused.body.code).toBe(404201);
      const still = await api.ok<PageResult<WoodKind>>('POST', '/wk/pageData', {
        page: 1,
        pageSize: 5,
        woodKindName: 'alder',
      });
      expect(still.total).toBe(1);
      await api.ok('POST', '/wk/delete', { ids: [a.id, b.id] });
    });

    it('keeps tenants apart: the overdue tenant sees none of the demo tenant kinds', async () => {
      const api = system.client();
      api.token = (
        await api.ok<{ accessToken: string }>('POST', '/sys/user/login', {
          username: 'arrears',
          password: clientPasswordHash('Reset123'),
        })
      ).accessToken;
      const page = await api.ok<PageResult<WoodKind>>('POST', '/wk/pageData', { page: 1, pageSize: 50 });
      expect(page.records.map((r) => r.woodKindName)).not.toContain('Pine');
    });
  });

  describe('permissions', () => {
    it('lets the clerk manage wood kinds but not read the operation log', async () => {
      const api = await system.loginAs('clerk');
      expect((await api.post('/wk/pageData', { page: 1, pageSize: 1 })).body.code).toBe(0);
      const refused = await api.post('/sys/logs', { page: 1, pageSize: 10 });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(403001);
    });
  });

  describe('OpenAPI', () => {
    it('serves the document at /api/docs', async () => {
      const response = await fetch(`${system.stack.url('bff')}/docs`);
      const document = (await response.json()) as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/sys/user/login', '/api/wk/del/{id}']),
      );
    });
  });
});
