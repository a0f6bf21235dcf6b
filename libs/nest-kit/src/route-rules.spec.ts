import { Controller, Get, type INestApplication, Module, Post, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { signAccessToken } from '@timber/auth';
import { type ApiRoute } from '@timber/contracts';
import { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOOPBACK_PROXIES, TrustedProxies } from './client-address';
import { HttpPlatformModule } from './http-app';
import { DeviceRoute, Public, RequirePermission, routeKey } from './route-rules';
import { type AuthenticatedCaller } from './session-check';

const catalogued = (path: string, rule: Partial<ApiRoute>): ApiRoute => ({
  method: 'POST',
  path,
  summary: path,
  tag: 'test',
  upstream: 'inventory',
  data: z.null(),
  ...rule,
});

const SECRET = 'a-test-secret-of-at-least-32-characters';
const CLERK: AuthenticatedCaller = {
  tenantId: 't',
  userId: 'u',
  username: 'clerk',
  userType: 4,
  resources: ['info/woodType'],
};

/** An app on the HTTP platform (the access guard, the envelope) with a clerk logged in. */
async function appWith(controllers: Type<unknown>[], catalogue: ApiRoute[]): Promise<INestApplication> {
  @Module({
    imports: [
      HttpPlatformModule.forRoot({
        bodyLimit: '1mb',
        handlerTimeoutMs: 5_000,
        trustedProxies: TrustedProxies.parse(LOOPBACK_PROXIES),
        jwtSecret: SECRET,
        sessions: { useFactory: () => ({ callerOf: () => Promise.resolve(CLERK) }) },
        routes: { catalogue },
      }),
    ],
    controllers,
  })
  class TestModule {}
  const app = await NestFactory.create(TestModule, { logger: false, bodyParser: false });
  await app.listen(0, '127.0.0.1');
  return app;
}

const clerkToken = signAccessToken(SECRET, { sub: 'u', tid: 't', usr: 'clerk', typ: 4 }, 60).token;

const call = async (
  app: INestApplication,
  method: string,
  path: string,
  token: string | null = clerkToken,
) => {
  const { port } = (app.getHttpServer() as { address(): AddressInfo }).address();
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as { code: number } };
};

describe('RouteRules and the access guard', () => {
  let app: INestApplication | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('refuses to start when a route has no rule: neither catalogued nor decorated', async () => {
    @Controller('stock')
    class Forgotten {
      @Post('secret')
      secret(): string {
        return 'all of it';
      }
    }
    await expect(appWith([Forgotten], [])).rejects.toThrow(
      /POST \/stock\/secret \(Forgotten.secret\) has no rule/,
    );
  });

  it('refuses to start when a decorator contradicts the catalogue', async () => {
    @Controller()
    class Contradicting {
      @Post('wk/del/:id')
      @RequirePermission('info/woodType')
      remove(): null {
        return null;
      }
    }
    await expect(
      appWith([Contradicting], [catalogued('/wk/del/:id', { permission: 'info/customer' })]),
    ).rejects.toThrow(/declared login \+ info\/woodType but catalogued login \+ info\/customer/);
  });

  it("enforces the catalogue's permission, the token (passport-jwt), and a decorated route's own rule", async () => {
    @Controller()
    class Mixed {
      @Post('wk/pageData')
      kinds(): string[] {
        return [];
      }
      @Post('cus/pageData')
      customers(): string[] {
        return [];
      }
      @Get('ping')
      @Public()
      ping(): string {
        return 'ok';
      }
      @Post('v1/sheets')
      @DeviceRoute()
      sheet(): string {
        return 'taken';
      }
    }
    app = await appWith(
      [Mixed],
      [
        catalogued('/wk/pageData', { permission: 'info/woodType' }),
        catalogued('/cus/pageData', { permission: 'info/customer' }),
      ],
    );
    expect((await call(app, 'POST', '/wk/pageData')).status).toBe(201);
    expect(await call(app, 'POST', '/cus/pageData')).toMatchObject({ status: 403, body: { code: 403001 } });
    expect((await call(app, 'GET', '/ping', null)).status).toBe(200);
    expect((await call(app, 'POST', '/v1/sheets', null)).status).toBe(201);
    expect(await call(app, 'POST', '/wk/pageData', null)).toMatchObject({
      status: 401,
      body: { code: 401001 },
    });
    const expired = signAccessToken(SECRET, { sub: 'u', tid: 't', usr: 'clerk', typ: 4 }, -10).token;
    expect(await call(app, 'POST', '/wk/pageData', expired)).toMatchObject({
      status: 401,
      body: { code: 401008 },
    });
    const forged = signAccessToken(
      'another-secret-of-at-least-32-chars',
      { sub: 'u', tid: 't', usr: 'x', typ: 3 },
      60,
    );
    expect(await call(app, 'POST', '/wk/pageData', forged.token)).toMatchObject({
      status: 401,
      body: { code: 401001 },
    });
  });

  it('names a route by method and path, whatever its parameters are called', () => {
    expect(routeKey('post', 'device/enrol/:deviceId')).toBe(routeKey('POST', '/device/enrol/:id'));
    expect(routeKey('GET', '/stock//list/')).toBe('GET /stock/list');
  });
});
