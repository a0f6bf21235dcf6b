import { Controller, Get, type INestApplication, Module, Post, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { signAccessToken } from '@timber/auth';
import { type ApiRoute, ROUTES } from '@timber/contracts';
import { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOOPBACK_PROXIES, TrustedProxies } from './client-address';
import { HttpPlatformModule } from './http-app';
import { DeviceRoute, Public, RequirePermission, routeKey } from './route-rules';
import { type BodyOf, RouteBody, RouteOf } from './route.decorator';
import { serviceRoute } from './service-route';
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
async function appWith(
  controllers: Type<unknown>[],
  catalogue: ApiRoute[],
  caller: AuthenticatedCaller = CLERK,
): Promise<INestApplication> {
  @Module({
    imports: [
      HttpPlatformModule.forRoot({
        bodyLimit: '1mb',
        handlerTimeoutMs: 5_000,
        trustedProxies: TrustedProxies.parse(LOOPBACK_PROXIES),
        jwtSecret: SECRET,
        sessions: { useFactory: () => ({ callerOf: () => Promise.resolve(caller) }) },
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
  body?: unknown,
) => {
  const { port } = (app.getHttpServer() as { address(): AddressInfo }).address();
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
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
    const remove = catalogued('/wk/del/:id', { permission: 'info/customer' });
    @Controller()
    class Contradicting {
      @RouteOf(remove)
      @RequirePermission('info/woodType')
      remove(): null {
        return null;
      }
    }
    await expect(appWith([Contradicting], [remove])).rejects.toThrow(
      /declared login \+ info\/woodType but catalogued login \+ info\/customer/,
    );
  });

  it('refuses to start when a catalogued route has no handler: a route is never declared on one side only', async () => {
    await expect(appWith([], [catalogued('/wk/pageData', {})])).rejects.toThrow(
      /POST \/wk\/pageData is catalogued for this service but no @Route handler serves it/,
    );
  });

  it('refuses to start when a route with a body schema does not take @RouteBody, and answers its bad body once it does', async () => {
    const list = catalogued('/wk/listAll', { body: z.strictObject({ name: z.string().optional() }) });
    @Controller()
    class Unchecked {
      @RouteOf(list)
      list(): string[] {
        return [];
      }
    }
    await expect(appWith([Unchecked], [list])).rejects.toThrow(
      /POST \/wk\/listAll \(Unchecked.list\) has a body schema but does not take @RouteBody\(\)/,
    );
    @Controller()
    class Checked {
      @RouteOf(list)
      list(@RouteBody() _query: unknown): string[] {
        return [];
      }
    }
    app = await appWith([Checked], [list]);
    expect((await call(app, 'POST', '/wk/listAll', clerkToken, 0)).status).toBe(400);
    expect((await call(app, 'POST', '/wk/listAll', clerkToken, {})).status).toBe(200);
  });

  it("refuses a catalogue route served under a controller prefix (its path is the entry's, whole)", async () => {
    const list = catalogued('/wk/pageData', {});
    @Controller('wk')
    class Prefixed {
      @RouteOf(list)
      list(): null {
        return null;
      }
    }
    await expect(appWith([Prefixed], [list])).rejects.toThrow(/under a controller prefix/);
  });

  it("enforces the entry's permission, the token (passport-jwt), and a decorated route's own rule", async () => {
    const kinds = catalogued('/wk/pageData', { permission: 'info/woodType' });
    const customers = catalogued('/cus/pageData', { permission: 'info/customer' });
    @Controller()
    class Mixed {
      @RouteOf(kinds)
      kinds(): string[] {
        return [];
      }
      @RouteOf(customers)
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
    app = await appWith([Mixed], [kinds, customers]);
    expect((await call(app, 'POST', '/wk/pageData')).status).toBe(200);
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

  it('serves a route at its aliases too, with its body validated by the entry', async () => {
    @Controller()
    class Stock {
      @RouteOf(ROUTES.stockList)
      list(@RouteBody() body: BodyOf<typeof ROUTES.stockList>): BodyOf<typeof ROUTES.stockList> {
        return body;
      }
    }
    app = await appWith([Stock], [ROUTES.stockList, ROUTES.stockListAlias], {
      ...CLERK,
      resources: ['stock/list'],
    });
    for (const path of ['/stock/pageSpu', '/stock/pageData']) {
      expect(await call(app, 'POST', path, clerkToken, { page: 2, pageSize: 5 })).toMatchObject({
        status: 200,
        body: { code: 0, data: { page: 2, pageSize: 5 } },
      });
    }
    expect(await call(app, 'POST', '/stock/pageSpu', clerkToken, { page: 0, colour: 'red' })).toMatchObject({
      status: 400,
      body: { code: 400001 },
    });
  });

  it("takes only the service's own catalogue entries (a compile error, and a refusal for untyped code)", () => {
    const Route = serviceRoute('inventory');
    expect(() => Route(ROUTES.woodKindList)).not.toThrow();
    // @ts-expect-error -- the devices service's entry does not compile in inventory
    expect(() => Route(ROUTES.deviceList)).toThrow(/belongs to devices, not inventory/);
    // @ts-expect-error -- an alias is served by the route it aliases
    expect(() => Route(ROUTES.stockListAlias)).not.toThrow();
  });

  it('names a route by method and path, whatever its parameters are called', () => {
    expect(routeKey('post', 'device/enrol/:deviceId')).toBe(routeKey('POST', '/device/enrol/:id'));
    expect(routeKey('GET', '/stock//list/')).toBe('GET /stock/list');
  });
});
