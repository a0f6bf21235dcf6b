import { type INestApplication } from '@nestjs/common';
import { createHttpApp, REDIS } from '@timber/nest-kit';
import { openTestSession, TEST_REDIS_URL } from '@timber/testing';
import { type Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BffModule } from '../bff.module';
import { bffConfigSchema, readBffConfig } from '../config';

const JWT_SECRET = randomBytes(32).toString('hex');

/** The BFF in the test's process with this environment (no service behind it: the docs need none). */
async function bffWith(env: Record<string, string>): Promise<{ app: INestApplication; base: string }> {
  const config = bffConfigSchema.parse({ REDIS_URL: TEST_REDIS_URL, JWT_SECRET, ...env });
  const app = await createHttpApp(BffModule.forRoot(config), 'api');
  await app.listen(0, '127.0.0.1');
  const { port } = (app.getHttpServer() as { address(): AddressInfo }).address();
  return { app, base: `http://127.0.0.1:${port}/api` };
}

const envelope = async (response: Response): Promise<[number, unknown]> => [
  response.status,
  ((await response.json()) as { code: unknown }).code,
];

/** Security finding 5 of issue 34: /api/docs is public in development only. */
describe('the API docs by NODE_ENV and API_DOCS (the BFF in process, real Redis)', () => {
  it('refuses to start a production process with public docs, naming the setting', () => {
    expect(() => readBffConfig({ JWT_SECRET, NODE_ENV: 'production', API_DOCS: 'public' })).toThrow(
      /API_DOCS: a production process \(NODE_ENV=production\) serves the API docs to logged-in users only/,
    );
    expect(readBffConfig({ JWT_SECRET, NODE_ENV: 'production', API_DOCS: 'login' }).API_DOCS).toBe('login');
  });

  describe('in production, by default', () => {
    let bff: { app: INestApplication; base: string };
    let token: string;
    beforeAll(async () => {
      bff = await bffWith({ NODE_ENV: 'production' });
      token = await openTestSession(bff.app.get<Redis>(REDIS), JWT_SECRET, { tenantId: randomUUID() });
    });
    afterAll(() => bff.app.close());

    it('serves neither the document nor the page: a stranger 401, a user 404, as an unknown path', async () => {
      for (const path of ['/docs', '/docs/ui', '/docs/ui/', '/docs/ui/swagger-ui-init.js']) {
        expect(await envelope(await fetch(`${bff.base}${path}`)), path).toEqual([401, 401001]);
        const asUser = await fetch(`${bff.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
        expect(await envelope(asUser), path).toEqual([404, 404001]);
      }
    });
  });

  describe('in production with API_DOCS=login', () => {
    let bff: { app: INestApplication; base: string };
    let token: string;
    beforeAll(async () => {
      bff = await bffWith({ NODE_ENV: 'production', API_DOCS: 'login' });
      token = await openTestSession(bff.app.get<Redis>(REDIS), JWT_SECRET, { tenantId: randomUUID() });
    });
    afterAll(() => bff.app.close());

    it('refuses a stranger and an ended session with the 401 envelope', async () => {
      for (const path of ['/docs', '/docs/ui/', '/docs/ui/swagger-ui-init.js', '/docs/ui/swagger-ui.css']) {
        expect(await envelope(await fetch(`${bff.base}${path}`)), path).toEqual([401, 401001]);
      }
      const forged = await fetch(`${bff.base}/docs`, { headers: { authorization: 'Bearer not.a.token' } });
      expect(forged.status).toBe(401);
    });

    it('serves the document and the page to a logged-in user, by bearer token or the web app’s cookie', async () => {
      const document = await fetch(`${bff.base}/docs`, { headers: { authorization: `Bearer ${token}` } });
      expect(document.status).toBe(200);
      expect(Object.keys(((await document.json()) as { paths: object }).paths)).toContain(
        '/api/sys/user/login',
      );

      const cookie = { cookie: `Business-Token=${encodeURIComponent(token)}` };
      // the page's address without its slash is sent to the one with it (its files are relative)
      const bare = await fetch(`${bff.base}/docs/ui`, { headers: cookie, redirect: 'manual' });
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/api/docs/ui/']);
      const page = await fetch(`${bff.base}/docs/ui/`, { headers: cookie });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('swagger-ui-init.js');
      const init = await fetch(`${bff.base}/docs/ui/swagger-ui-init.js`, { headers: cookie });
      expect(init.status).toBe(200);
      expect(await init.text()).toContain('/api/sys/user/login');
      const asset = await fetch(`${bff.base}/docs/ui/swagger-ui-bundle.js`, { headers: cookie });
      expect(asset.status).toBe(200);
      expect(await fetch(`${bff.base}/docs/ui/nothing.js`, { headers: cookie }).then(envelope)).toEqual([
        404, 404001,
      ]);
    });
  });

  describe('in development, by default', () => {
    let bff: { app: INestApplication; base: string };
    beforeAll(async () => {
      bff = await bffWith({});
    });
    afterAll(() => bff.app.close());

    it('serves the document and the page to anyone', async () => {
      expect((await fetch(`${bff.base}/docs`)).status).toBe(200);
      const page = await fetch(`${bff.base}/docs/ui/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('swagger-ui-init.js');
    });
  });
});
