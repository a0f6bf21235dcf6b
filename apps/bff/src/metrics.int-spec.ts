import { ApiClient, freePort, startTestStack, type TestStack } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The value of one sample of a Prometheus text exposition, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) {
      continue;
    }
    const found = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]): [string, string] => [
        key ?? '',
        value ?? '',
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) {
      return Number(match[3]);
    }
  }
  return 0;
}

/**
 * Every HTTP process serves its metrics on an internal port of its own (METRICS_PORT), never on
 * its public one: requests counted by route template, the database pools, Node's event loop.
 */
describe('metrics on the internal port (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  const metricsPorts = { orders: 0, bff: 0 };
  const scrape = async (process: keyof typeof metricsPorts): Promise<string> => {
    const response = await fetch(`http://127.0.0.1:${metricsPorts[process]}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  beforeAll(async () => {
    metricsPorts.orders = await freePort();
    metricsPorts.bff = await freePort();
    system = await startTestStack('metrics', { metricsPorts });
  });
  afterAll(() => system.stop());

  it('counts a list call and a failing call under their route templates, at the service and at the BFF', async () => {
    const admin = await system.loginAs('admin');
    const list = { route: '/order/pageData', method: 'POST' };
    const detail = { route: '/order/detail/:id', method: 'GET' };
    const [orders, bff] = [await scrape('orders'), await scrape('bff')];
    const count = (text: string, prefix: string, call: typeof list, status: number) =>
      sample(text, 'http_requests_total', {
        ...call,
        route: `${prefix}${call.route}`,
        status: String(status),
      });

    await admin.ok('POST', '/order/pageData', { page: 1 });
    await admin.ok('POST', '/order/pageData', { page: 2 });
    const missing = await admin.call('GET', `/order/detail/${randomUUID()}`);
    expect(missing.body.code).toBe(402601);

    const [ordersAfter, bffAfter] = [await scrape('orders'), await scrape('bff')];
    expect(count(ordersAfter, '', list, 200) - count(orders, '', list, 200)).toBe(2);
    expect(count(ordersAfter, '', detail, missing.status) - count(orders, '', detail, missing.status)).toBe(
      1,
    );
    expect(count(bffAfter, '/api', list, 200) - count(bff, '/api', list, 200)).toBe(2);
    expect(count(bffAfter, '/api', detail, missing.status) - count(bff, '/api', detail, missing.status)).toBe(
      1,
    );
    // the path with its id is never a label: every id would make a series
    expect(ordersAfter).not.toMatch(/route="\/order\/detail\/[0-9a-f]{8}-/);
    expect(
      sample(ordersAfter, 'http_request_duration_seconds_count', list) -
        sample(orders, 'http_request_duration_seconds_count', list),
    ).toBe(2);
  });

  it("reports the service's database pools and Node's event loop and heap", async () => {
    const text = await scrape('orders');
    for (const pool of ['orders', 'orders-relay']) {
      for (const gauge of [
        'db_pool_connections_in_use',
        'db_pool_connections_idle',
        'db_pool_requests_waiting',
      ]) {
        expect(text, `${gauge} ${pool}`).toMatch(new RegExp(`^${gauge}\\{pool="${pool}"\\} \\d+$`, 'm'));
      }
    }
    // the service has queried its database: its pool holds an open connection
    expect(
      sample(text, 'db_pool_connections_in_use', { pool: 'orders' }) +
        sample(text, 'db_pool_connections_idle', { pool: 'orders' }),
    ).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \S+$/m);
    expect(await scrape('bff')).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
  });

  it('serves no metrics on a public port, nor through the BFF (404, in the envelope)', async () => {
    const admin = await system.loginAs('admin');
    const bffRoot = new ApiClient(system.stack.url('bff').replace(/\/api$/, ''));
    const orders = new ApiClient(system.stack.url('orders'));
    bffRoot.token = orders.token = admin.token;
    for (const [where, answer] of [
      ['the BFF, under /api', await admin.call('GET', '/metrics')],
      ["the BFF's root", await bffRoot.call('GET', '/metrics')],
      ["orders' public port", await orders.call('GET', '/metrics')],
    ] as const) {
      expect({ where, status: answer.status, code: answer.body.code }).toEqual({
        where,
        status: 404,
        code: 404001,
      });
    }
  });
});
