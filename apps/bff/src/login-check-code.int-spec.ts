import { type CheckCode, clientPasswordHash, type H5CheckCode, type SawLinks } from '@timber/contracts';
import {
  type ApiClient,
  postFrom,
  readH5CheckCode,
  readLoginCheckCode,
  startTestStack,
  TEST_REDIS_URL,
  type TestStack,
} from '@timber/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The one proxy the BFF trusts here (TRUSTED_PROXIES): it tells the BFF each client's address. */
const PROXY = '127.0.0.1';

/** A login's way in: its path, its check code's, the service keeping the codes, the account. */
interface Gate {
  name: string;
  path: string;
  checkCodePath: string;
  service: 'identity' | 'devices';
  username: string;
  password: string;
}

/**
 * Issue 34, finding 1, through the BFF with every process running: a stranger failing every 2 s
 * never stops the owner, who logs in at once from a known address and from a new one after typing
 * the check code of the picture, on /sys/user/login, /app/login, /appcus/login and the H5 page.
 * The BFF trusts only 127.0.0.1 (the test's "proxy", which names the client in X-Forwarded-For);
 * a client connecting from any other address is that address, whatever it claims.
 */
describe('login check codes through the BFF (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;

  beforeAll(async () => {
    system = await startTestStack('login-check-code', { env: { bff: { TRUSTED_PROXIES: PROXY } } });
    const admin = await system.loginAs('admin');
    await admin.ok('POST', '/sys/user', {
      username: 'owner1',
      realName: 'Owner',
      phone: '13800000091',
      type: 4,
      password: clientPasswordHash('Owner123'),
      roleIds: [
        (await admin.ok<{ records: { id: string }[] }>('POST', '/sys/perm/list', { page: 1 })).records[0]!.id,
      ],
    });
  });
  afterAll(() => system?.stop());

  /** A POST to the BFF over a socket bound to `from`, with these headers. */
  const post = (from: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    postFrom(`${system.stack.url('bff')}${path}`, from, body, headers);
  /** A POST of the client at `client`, through the trusted proxy. */
  const as = (client: string, path: string, body: unknown) =>
    post(PROXY, path, body, { 'x-forwarded-for': client });

  const solve = async (gate: Gate, { challengeId }: CheckCode) => ({
    captchaId: challengeId,
    captcha: await readLoginCheckCode(TEST_REDIS_URL, system.streamPrefix, challengeId, gate.service),
  });

  const GATES: Gate[] = [
    {
      name: 'the back office',
      path: '/sys/user/login',
      checkCodePath: '/sys/user/checkCode',
      service: 'identity',
      username: 'owner1',
      password: 'Owner123',
    },
    {
      name: 'the app, a system user',
      path: '/app/login',
      checkCodePath: '/sys/user/checkCode',
      service: 'identity',
      username: 'admin',
      password: 'Admin123',
    },
    {
      name: 'the app, an app user',
      path: '/appcus/login',
      checkCodePath: '/appcus/checkCode',
      service: 'devices',
      username: 'driver01',
      password: 'Driver123',
    },
  ];

  it.each(GATES.map((gate, index) => [gate.name, gate, index] as const))(
    '%s: the owner signs in from a known and from new addresses while a stranger fails every 2 s',
    async (_name, gate, index) => {
      const net = `198.51.${100 + index}`;
      const KNOWN = `${net}.7`;
      const STRANGER = `203.0.${113 + index}.66`;
      const tryLogin = (client: string, password: string, code: object = {}) =>
        as(client, gate.path, { username: gate.username, password: clientPasswordHash(password), ...code });
      expect((await tryLogin(KNOWN, gate.password)).body.code).toBe(0);
      // the stranger takes the account past its failures from ten addresses ...
      for (let i = 1; i <= 10; i++) {
        expect((await tryLogin(`203.0.${113 + index}.${i}`, 'Wrong123')).body.code).toBe(400101);
      }
      // ... and goes on failing every 2 s from one of its own, while the owner signs in
      let stranger = true;
      const strangerCodes: number[] = [];
      const failing = (async () => {
        while (stranger) {
          strangerCodes.push((await tryLogin(STRANGER, 'Wrong123')).body.code);
          await new Promise((resolve) => setTimeout(resolve, 2000));
        }
      })();
      const owner: number[] = [];
      try {
        for (let i = 0; i < 3; i++) {
          owner.push((await tryLogin(KNOWN, gate.password)).body.code);
          const fresh = `${net}.${50 + i}`;
          const asked = await tryLogin(fresh, gate.password);
          expect(asked.status).toBe(400);
          expect(asked.body).toMatchObject({
            code: 400107,
            msg: 'This account has seen many failed logins: type the check code shown in the picture',
          });
          const picture = asked.body.data as CheckCode;
          expect(picture.image).toMatch(/^data:image\/svg\+xml;base64,/);
          // a click on the picture brings another one, from the gate's own route
          const another = (await as(fresh, gate.checkCodePath, {})).body.data as CheckCode;
          const wrong = await solve(gate, picture);
          wrong.captcha = wrong.captcha === '0000' ? '0001' : '0000';
          expect((await tryLogin(fresh, gate.password, wrong)).body.code).toBe(400108);
          owner.push((await tryLogin(fresh, gate.password, await solve(gate, another))).body.code);
          await new Promise((resolve) => setTimeout(resolve, 1500));
        }
      } finally {
        stranger = false;
        await failing;
      }
      expect(owner).toEqual([0, 0, 0, 0, 0, 0]);
      // the stranger never got in, and was slowed or asked for a code
      expect(strangerCodes.length).toBeGreaterThan(2);
      expect(strangerCodes.every((code) => [400101, 400107, 429101].includes(code))).toBe(true);
    },
  );

  it('the H5 page: a right check code lets the owner in from a new address while a stranger fails the password', async () => {
    const admin = await system.loginAs('admin');
    await admin.ok('POST', '/cutting/machine/save', { machineNo: '01', name: 'Band saw 1' });
    const links = await admin.ok<SawLinks>('POST', '/cutting/board/links');
    // (the app user's known address: the other test took its account past its failures)
    const app: ApiClient = system.client();
    const signedIn = await as('198.51.102.7', '/appcus/login', {
      username: 'driver01',
      password: clientPasswordHash('Driver123'),
    });
    app.token = (signedIn.body.data as { accessToken: string }).accessToken;
    await app.ok('POST', '/app/sawbench/setuppwd', { pwd: '246810' });
    const link = { cusNo: links.cusNo, sign: links.h5Sign };
    const h5Login = async (client: string, pwd: string) => {
      const picture = (await as(client, '/h5/saw/checkCode', link)).body.data as H5CheckCode;
      const checkCode = await readH5CheckCode(TEST_REDIS_URL, system.streamPrefix, picture.challengeId);
      return as(client, '/h5/saw/login', { ...link, pwd, challengeId: picture.challengeId, checkCode });
    };
    // the stranger fails the password from ten addresses, then every 2 s from its own
    for (let i = 1; i <= 10; i++) {
      expect((await h5Login(`203.0.120.${i}`, '000000')).body.code).toBe(402732);
    }
    const owner: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect([402732, 429101]).toContain((await h5Login('203.0.120.66', '000000')).body.code);
      owner.push((await h5Login(`198.51.120.${50 + i}`, '246810')).body.code);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    expect(owner).toEqual([0, 0, 0]);
  });

  it('takes the client address from the socket unless the peer is a trusted proxy: a claimed X-Forwarded-For escapes nothing', async () => {
    const login = (claimed: string) =>
      post(
        '127.0.0.66',
        '/sys/user/login',
        { username: 'ghostuser', password: clientPasswordHash('Wrong123') },
        { 'x-forwarded-for': claimed },
      );
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      codes.push((await login(`198.18.0.${i}`)).body.code);
    }
    // one address (the socket's): its five free failures, then its wait
    expect(codes).toEqual([400101, 400101, 400101, 400101, 400101, 429101, 429101, 429101]);
    // the same claims through the trusted proxy are different clients
    expect(
      (
        await post(
          PROXY,
          '/sys/user/login',
          { username: 'ghostuser', password: clientPasswordHash('x1234567') },
          {
            'x-forwarded-for': '198.18.0.1',
          },
        )
      ).body.code,
    ).toBe(400101);
  });
});
