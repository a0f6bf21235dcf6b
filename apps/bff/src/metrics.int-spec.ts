import {
  type CountCreated,
  type CountOrderDetail,
  RECOGNITION_QUEUE,
  type SheetAccepted,
} from '@timber/contracts';
import { sharedDatasetDir } from '@timber/log-detector';
import {
  ApiClient,
  DEMO_DEVICES,
  enrolDevice,
  expectEventually,
  freePort,
  startTestStack,
  type TestStack,
  uploadMedia,
} from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LARCH = '00000000-0000-4000-8000-000000000301';
const YARD_A = '00000000-0000-4000-8000-000000000400';

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

/** Every sample of a metric in a Prometheus text exposition, with its labels as written. */
function samples(text: string, name: string): { labels: string; value: number }[] {
  return text
    .split('\n')
    .map((line) => new RegExp(`^${name}(?:\\{(.*)\\})? (\\S+)$`).exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ labels: match[1] ?? '', value: Number(match[2]) }));
}

/**
 * Every HTTP process serves its metrics on an internal port of its own (METRICS_PORT), never on
 * its public one: requests counted by route template, the database pools, Node's event loop.
 */
describe('metrics on the internal port (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  const metricsPorts = {
    orders: 0,
    bff: 0,
    ingest: 0,
    inventory: 0,
    counting: 0,
    'recognition-worker': 0,
  };
  const scrape = async (process: keyof typeof metricsPorts): Promise<string> => {
    const response = await fetch(`http://127.0.0.1:${metricsPorts[process]}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  beforeAll(async () => {
    for (const process of Object.keys(metricsPorts) as (keyof typeof metricsPorts)[]) {
      metricsPorts[process] = await freePort();
    }
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

  it('moves the event, outbox, queue and detector metrics by the work of a device sheet and a photo count', async () => {
    const admin = await system.loginAs('admin');
    const sql = new Client({ connectionString: system.adminUrl });
    await sql.connect();
    try {
      // a demo device (ingest learned it from the seed's event), enrolled with its link's code
      const device = await enrolDevice(admin, DEMO_DEVICES[0].id);
      const dir = join(sharedDatasetDir(), 'valid', 'images');
      const photo = await readFile(
        join(dir, (await readdir(dir)).filter((f) => f.endsWith('.jpg')).sort()[0]!),
      );

      const outboxes = ['ingest', 'inventory', 'counting'] as const;
      /**
       * Every outbox published and every consumer group of the processes caught up (read as
       * Prometheus would), and no row left unpublished in the tables themselves: a gauge read
       * before the relay's next look can still say 0 of rows just written (the device's enrolment).
       */
      const settled = () =>
        expectEventually(
          async () => {
            for (const service of outboxes) {
              const { rows } = await sql.query<{ n: number }>(
                `select count(*)::int as n from ${service}.outbox where published_at is null`,
              );
              expect({ service, unpublished: rows[0]?.n }).toEqual({ service, unpublished: 0 });
            }
            const texts = Object.fromEntries(
              await Promise.all(
                ([...outboxes, 'recognition-worker'] as const).map(
                  async (p) => [p, await scrape(p)] as const,
                ),
              ),
            );
            for (const service of outboxes) {
              const text = texts[service] ?? '';
              expect(text).toMatch(new RegExp(`^outbox_backlog\\{service="${service}"\\} 0$`, 'm'));
              expect(text).toMatch(
                new RegExp(`^outbox_oldest_age_seconds\\{service="${service}"\\} 0$`, 'm'),
              );
              expect(samples(text, 'events_consumer_lag').filter((lag) => lag.value !== 0)).toEqual([]);
            }
            expect(
              sample(texts['counting'] ?? '', 'queue_jobs', { queue: RECOGNITION_QUEUE, state: 'waiting' }),
            ).toBe(0);
            expect(
              sample(texts['counting'] ?? '', 'queue_jobs', { queue: RECOGNITION_QUEUE, state: 'active' }),
            ).toBe(0);
            return texts;
          },
          90_000,
          250,
        );
      const lastSeq = async () =>
        Object.fromEntries(
          await Promise.all(
            outboxes.map(async (service) => {
              const { rows } = await sql.query<{ seq: string }>(
                `select coalesce(max(seq), 0)::text as seq from ${service}.outbox`,
              );
              return [service, Number(rows[0]?.seq ?? 0)] as const;
            }),
          ),
        );
      const before = await settled();
      const seqBefore = await lastSeq();

      // a device sheet: ingest's outbox, then inventory's consumer
      const sheet = await fetch(`${system.stack.url('ingest')}/v1/sheets`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Device ${device.token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          kind: 1,
          standard: 'ch',
          woodKindId: LARCH,
          locationId: YARD_A,
          transportNum: 'METRICS1',
          deviceTime: new Date().toISOString(),
          logs: [
            { minDiameterCm: 24.5, maxDiameterCm: 26, lengthM: 4 },
            { minDiameterCm: 31, maxDiameterCm: 33.2, lengthM: 4 },
          ],
        }),
      });
      expect(((await sheet.json()) as { data: SheetAccepted }).data).toMatchObject({ logs: 2 });
      await expectEventually(async () => {
        const { rowCount } = await sql.query(
          `select 1 from inventory.sheets where transport_num = 'METRICS1'`,
        );
        expect(rowCount).toBe(1);
      }, 30_000);

      // a photo count: counting's outbox, its queue consumer, the worker's detector, its results
      const media = await uploadMedia(admin, photo);
      const created = await admin.ok<CountCreated>('POST', '/count/create', {
        ossUrl: media.ossUrl,
        ossType: 1,
      });
      await expectEventually(
        async () =>
          expect((await admin.ok<CountOrderDetail>('GET', `/count/detail/${created.id}`)).status).toBe(10),
        90_000,
        250,
      );

      const after = await settled();
      const seqAfter = await lastSeq();
      const moved = (process: keyof typeof metricsPorts, name: string, labels: Record<string, string>) =>
        sample(after[process] ?? '', name, labels) - sample(before[process] ?? '', name, labels);
      const published = Object.fromEntries(
        outboxes.map((service) => [service, moved(service, 'outbox_published_total', { service })]),
      );
      const written = Object.fromEntries(
        outboxes.map((service) => [service, (seqAfter[service] ?? 0) - (seqBefore[service] ?? 0)]),
      );
      console.log('[metrics] outbox rows published', published, 'written', written);
      // each relay published what its service wrote meanwhile: one accepted sheet at ingest
      expect(published).toEqual(written);
      expect(published['ingest']).toBe(1);
      expect(published['counting']).toBeGreaterThanOrEqual(1);

      const handled = (process: 'inventory' | 'counting', group: string, topic: string) => ({
        handled: moved(process, 'events_handled_total', { group, topic }),
        runs: moved(process, 'events_handler_duration_seconds_count', { group, topic }),
      });
      expect(handled('inventory', 'inventory.ingest', 'ingest')).toEqual({ handled: 1, runs: 1 });
      // the image submitted, queued once
      expect(handled('counting', 'counting.recognition-queue', 'counting')).toEqual({ handled: 1, runs: 1 });
      // what the worker published: in recognition (10 %, 40 %), then its result
      expect(handled('counting', 'counting.recognition-results', 'counting')).toEqual({
        handled: 3,
        runs: 3,
      });
      for (const process of ['inventory', 'counting'] as const) {
        expect(samples(after[process] ?? '', 'events_dead_lettered_total').map((s) => s.value)).toEqual(
          samples(before[process] ?? '', 'events_dead_lettered_total').map((s) => s.value),
        );
      }

      const queue = { queue: RECOGNITION_QUEUE };
      expect({
        completed: moved('recognition-worker', 'queue_jobs_completed_total', queue),
        failed: moved('recognition-worker', 'queue_jobs_failed_total', queue),
        waited: moved('recognition-worker', 'queue_job_wait_seconds_count', queue),
        inferences: moved('recognition-worker', 'detector_inference_duration_seconds_count', {
          input: 'photo',
        }),
      }).toEqual({ completed: 1, failed: 0, waited: 1, inferences: 1 });
      expect(after['counting']).toMatch(
        new RegExp(`^queue_oldest_waiting_age_seconds\\{queue="${RECOGNITION_QUEUE}"\\} 0$`, 'm'),
      );
      // the lag series exist (a consumer group with no series would pass "every lag is 0" unseen),
      // each reported by its topic's publisher
      expect(after['ingest']).toMatch(/^events_consumer_lag\{group="inventory\.ingest",topic="ingest"\} 0$/m);
      expect(after['counting']).toMatch(
        /^events_consumer_lag\{group="counting\.recognition-results",topic="counting"\} 0$/m,
      );
    } finally {
      await sql.end();
    }
  }, 240_000);
});
