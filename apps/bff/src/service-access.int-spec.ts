import { holdsPermission } from '@timber/auth';
import { type ApiRoute, ROUTES, type Upstream } from '@timber/contracts';
import { ApiClient, startTestStack, type TestStack } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Zero trust behind the BFF: each service checks the login, the session, the tenant and the
 * route's permission itself, so a token sent straight to a service port gets no more than it
 * gets through the BFF.
 */
describe('every service refuses what the BFF refuses (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  const SERVICES: readonly Upstream[] = [
    'identity',
    'inventory',
    'devices',
    'ingest',
    'counting',
    'orders',
    'sawing',
    'billing',
  ];
  const routes = Object.values(ROUTES) as readonly ApiRoute[];
  /** the back office's routes (a user's access token and session; the mobile app's routes take an app token) */
  /** every route that needs a credential: the back office's and the mobile app's */
  const guardedRoutesOf = (service: Upstream) => routes.filter((r) => r.upstream === service && !r.public);
  const userRoutesOf = (service: Upstream) =>
    routes.filter((r) => r.upstream === service && !r.public && !r.app);

  /** where the BFF calls each service (ingest's user routes answer on its internal port) */
  const baseOf = (service: Upstream): string => system.stack.upstreamUrl(service);

  /** The route called straight at its service, with any id in its path and an empty body. */
  const direct = (service: Upstream, route: ApiRoute, token: string | undefined, base = baseOf(service)) => {
    const api = new ApiClient(base);
    api.token = token;
    const path = route.path.replace(/:\w+/g, randomUUID());
    return api.call(route.method, path, route.method === 'GET' ? undefined : {});
  };

  beforeAll(async () => {
    system = await startTestStack('access');
  });
  afterAll(() => system.stop());

  it('refuses a call without a token on every user route of every service (401001)', async () => {
    const refused: string[] = [];
    for (const service of SERVICES) {
      for (const route of guardedRoutesOf(service)) {
        const answer = await direct(service, route, undefined);
        expect({
          route: `${service} ${route.method} ${route.path}`,
          status: answer.status,
          code: answer.body.code,
        }).toEqual({ route: `${service} ${route.method} ${route.path}`, status: 401, code: 401001 });
        refused.push(route.path);
      }
    }
    console.log(`no token: ${refused.length} routes on ${SERVICES.length} services refused, 0 answered`);
    expect(refused.length).toBeGreaterThan(100);
  });

  it("refuses a clerk's token on every route outside the clerk's permissions, on every service (403001)", async () => {
    const clerk = await system.loginAs('clerk');
    const held = (await clerk.ok<{ resources: string[] }>('GET', '/sys/user/info')).resources;
    const perService: string[] = [];
    for (const service of SERVICES) {
      const outside = userRoutesOf(service).filter(
        (r) => r.permission && !holdsPermission(held, r.permission),
      );
      for (const route of outside) {
        const answer = await direct(service, route, clerk.token);
        expect({
          route: `${service} ${route.method} ${route.path}`,
          status: answer.status,
          code: answer.body.code,
        }).toEqual({ route: `${service} ${route.method} ${route.path}`, status: 403, code: 403001 });
      }
      perService.push(`${service} ${outside.length}`);
      expect(outside.length, `${service} has routes outside the clerk's permissions`).toBeGreaterThan(0);
    }
    console.log(`clerk token: refused on ${perService.join(', ')} routes`);
  });

  it('still serves the clerk what the clerk may do, straight at the service', async () => {
    const clerk = await system.loginAs('clerk');
    const answer = await direct('inventory', ROUTES.woodKindList, clerk.token);
    expect(answer.body.code).toBe(0);
  });

  it('refuses a logged-out token on every user route of every service (50014)', async () => {
    const admin = await system.loginAs('admin');
    expect((await direct('inventory', ROUTES.woodKindList, admin.token)).body.code).toBe(0);
    await admin.ok('GET', '/sys/user/logout');
    let refused = 0;
    for (const service of SERVICES) {
      for (const route of userRoutesOf(service)) {
        const answer = await direct(service, route, admin.token);
        expect({
          route: `${service} ${route.method} ${route.path}`,
          status: answer.status,
          code: answer.body.code,
        }).toEqual({ route: `${service} ${route.method} ${route.path}`, status: 401, code: 50014 });
        refused += 1;
      }
    }
    console.log(`logged-out token: ${refused} routes refused on ${SERVICES.length} services`);
  });

  it("answers no user route on ingest's device port, even to an administrator", async () => {
    const admin = await system.loginAs('admin');
    for (const route of userRoutesOf('ingest')) {
      const answer = await direct('ingest', route, admin.token, system.stack.url('ingest'));
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(404001);
    }
    const enrol = await new ApiClient(system.stack.url('ingest')).post('/v1/enrol', {});
    expect(enrol.status).toBe(400);
  });
});
