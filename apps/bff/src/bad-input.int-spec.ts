import {
  type ApiRoute,
  deviceSheetSchema,
  enrolRequestSchema,
  idParamSchema,
  ROUTES,
} from '@timber/contracts';
import {
  type ApiClient,
  DEMO_DEVICES,
  expectEventually,
  startTestStack,
  type TestStack,
} from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BadRequest,
  badRequestsFor,
  type FuzzRoute,
  type RawAnswer,
  refusalProblem,
  runBounded,
  sendRaw,
  tableSnapshot,
} from './testing/bad-requests';

const SCHEMAS = ['identity', 'inventory', 'devices', 'ingest', 'counting', 'orders', 'sawing', 'billing'];
const CONCURRENCY = 4;

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

/** Every file under a folder (the media store), as relative paths. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length))
      .sort();
  } catch {
    return [];
  }
}

/** Two snapshots in a row alike: the seed's events have been consumed and nothing moves. */
async function settledSnapshot(adminUrl: string): Promise<Record<string, string>> {
  let previous = await tableSnapshot(adminUrl, SCHEMAS);
  return expectEventually(
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const current = await tableSnapshot(adminUrl, SCHEMAS);
      const same = JSON.stringify(current) === JSON.stringify(previous);
      previous = current;
      expect(same).toBe(true);
      return current;
    },
    20_000,
    0,
  );
}

/** Sends every request, at most CONCURRENCY at a time: the ones not refused properly, and counts. */
async function fuzz(
  baseUrl: string,
  requests: BadRequest[],
): Promise<{ failures: string[]; byStatus: Record<number, number>; fiveHundreds: number }> {
  const answers = await runBounded(requests, CONCURRENCY, async (bad): Promise<RawAnswer> => {
    try {
      return await sendRaw(baseUrl, bad);
    } catch (error) {
      return { status: 0, contentType: '', text: `request failed: ${(error as Error).message}` };
    }
  });
  const failures: string[] = [];
  const byStatus: Record<number, number> = {};
  answers.forEach((answer, index) => {
    byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    const problem = refusalProblem(answer);
    if (problem) {
      const bad = requests[index]!;
      failures.push(`${bad.route} [${bad.label}]: ${problem} ${answer.text.slice(0, 160)}`);
    }
  });
  const fiveHundreds = answers.filter((answer) => answer.status >= 500).length;
  if (failures.length > 0) {
    const byLabel = new Map<string, string[]>();
    for (const failure of failures) {
      const label = /\[([^\]]+)\]/.exec(failure)?.[1]?.replace(/^param-\w+?-/, 'param-') ?? '?';
      byLabel.set(label, [...(byLabel.get(label) ?? []), failure]);
    }
    for (const [label, list] of byLabel) {
      console.log(`${list.length} x ${label}: ${list[0]!}`);
    }
  }
  return { failures, byStatus, fiveHundreds };
}

/**
 * Issue 14 part 3, the attacker's suite: for every route of the OpenAPI document, as a logged-in
 * administrator, bad input of every kind; each answer is a 4xx envelope with a non-zero code and
 * a message, and no table of any service and no stored file changed. Then the same against
 * ingest's device API, called directly with a device's credential.
 */
describe('bad input is a 4xx envelope, never a 5xx, and writes nothing (real processes)', () => {
  let system: TestStack;
  let admin: ApiClient;
  let deviceToken: string;

  beforeAll(async () => {
    system = await startTestStack('badinput');
    admin = await system.loginAs('admin');
    // a device with a credential, for ingest's device API
    const device = DEMO_DEVICES[0];
    const code = await expectEventually(
      () => admin.ok<{ code: string }>('POST', `/device/enrol/${device.id}`),
      15_000,
      100,
    );
    const enrolled = await fetch(`${system.stack.url('ingest')}/v1/enrol`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deviceNo: device.deviceNo, code: code.code }),
    });
    deviceToken = ((await enrolled.json()) as { data: { token: string } }).data.token;
    // a busy machine (or a template database made anew for a changed migration set) starts slowly
  }, 180_000);
  afterAll(() => system.stop());

  it('the catalogue is the OpenAPI document: every documented route is fuzzed', () => {
    const document = JSON.parse(
      readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8'),
    ) as OpenApiDocument;
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .filter((operation) => !operation.endsWith(' /api/docs'))
      .sort();
    const catalogue = Object.values(ROUTES)
      .map((route: ApiRoute) => `${route.method} /api${route.path.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    expect(catalogue).toEqual(documented);
  });

  it('refuses bad input on every /api route with a 4xx envelope and writes nothing', async () => {
    const before = await settledSnapshot(system.adminUrl);
    const filesBefore = await filesUnder(system.blobDir);
    const started = Date.now();
    const routes = Object.values(ROUTES) as FuzzRoute[];
    const requests: BadRequest[] = [];
    let skipped = 0;
    // the routes that end a login last, so that one getting through cannot hide the others' answers
    const endsLogin = (route: FuzzRoute) => /\/(logout|pwd|resetPwd)$/.test(route.path);
    for (const route of [...routes.filter((r) => !endsLogin(r)), ...routes.filter(endsLogin)]) {
      const made = badRequestsFor(route, '/api', { authorization: `Bearer ${admin.token!}`, lang: 'en' });
      requests.push(...made.requests);
      skipped += made.skipped;
    }
    const { failures, byStatus, fiveHundreds } = await fuzz(
      system.stack.url('bff').replace(/\/api$/, ''),
      requests,
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `bad input through the BFF: ${requests.length} requests, ${routes.length} routes, ${skipped} left out (valid for the route), ` +
        `5xx = ${fiveHundreds}, by status ${JSON.stringify(byStatus)}, ${seconds} s`,
    );
    expect(failures).toEqual([]);
    // the administrator is still logged in (no logout, no password change got through)
    await admin.ok('GET', '/sys/user/info');
    expect(await tableSnapshot(system.adminUrl, SCHEMAS)).toEqual(before);
    expect(await filesUnder(system.blobDir)).toEqual(filesBefore);
  }, 120_000);

  it("refuses bad input on ingest's device API and stores no sheet", async () => {
    const ingest = system.stack.url('ingest');
    const device = { authorization: `Device ${deviceToken}`, lang: 'en' };
    const user = { authorization: `Bearer ${admin.token!}`, lang: 'en' };
    const routes: { route: FuzzRoute; headers: Record<string, string> }[] = [
      { route: { method: 'POST', path: '/v1/enrol', body: enrolRequestSchema }, headers: {} },
      { route: { method: 'GET', path: '/v1/references' }, headers: device },
      {
        route: { method: 'POST', path: '/v1/sheets', body: deviceSheetSchema },
        headers: { ...device, 'idempotency-key': `fuzz-${randomUUID()}` },
      },
      { route: { method: 'POST', path: '/device/enrol/:id', params: idParamSchema }, headers: user },
      { route: { method: 'POST', path: '/device/revoke/:id', params: idParamSchema }, headers: user },
    ];
    const requests: BadRequest[] = [];
    let skipped = 0;
    for (const { route, headers } of routes) {
      const made = badRequestsFor(route, '', headers);
      requests.push(...made.requests);
      skipped += made.skipped;
    }
    // a sheet right in every way but its device time: far ahead, or before 2000
    const references = (await (await fetch(`${ingest}/v1/references`, { headers: device })).json()) as {
      data: { woodKinds: { id: string }[]; locations: { id: string }[] };
    };
    const sheet = (deviceTime: string) =>
      Buffer.from(
        JSON.stringify({
          kind: 1,
          standard: 'ch',
          woodKindId: references.data.woodKinds[0]!.id,
          locationId: references.data.locations[0]!.id,
          transportNum: 'FUZZ1',
          deviceTime,
          logs: [{ minDiameterCm: 20, maxDiameterCm: 22, lengthM: 4 }],
        }),
      );
    for (const [label, deviceTime] of [
      ['device-time-ahead', new Date(Date.now() + 2 * 86_400_000).toISOString()],
      ['device-time-2099', '2099-01-01T00:00:00+08:00'],
      ['device-time-1970', '1970-01-01T00:00:00Z'],
    ] as const) {
      requests.push({
        route: 'POST /v1/sheets',
        label,
        method: 'POST',
        path: '/v1/sheets',
        headers: { ...device, 'content-type': 'application/json', 'idempotency-key': `fuzz-${randomUUID()}` },
        body: sheet(deviceTime),
      });
    }
    const sheetsBefore = await tableSnapshot(system.adminUrl, ['ingest']);
    const started = Date.now();
    const { failures, byStatus, fiveHundreds } = await fuzz(ingest, requests);
    console.log(
      `bad input to ingest: ${requests.length} requests, ${routes.length} routes, ${skipped} left out, ` +
        `5xx = ${fiveHundreds}, by status ${JSON.stringify(byStatus)}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(failures).toEqual([]);
    const sheetsAfter = await tableSnapshot(system.adminUrl, ['ingest']);
    // refused sheets go to the device log (ingest.measurement.rejected in the outbox), nothing else
    const { ['ingest.outbox']: _outboxBefore, ...restBefore } = sheetsBefore;
    const { ['ingest.outbox']: _outboxAfter, ...restAfter } = sheetsAfter;
    expect(restAfter).toEqual(restBefore);
  }, 60_000);

  it('answers a stranger 401 on every route but the public ones, and on unknown paths; a user 404 there', async () => {
    const bff = system.stack.url('bff').replace(/\/api$/, '');
    const anonymous = { lang: 'en' };
    const requests: BadRequest[] = (Object.values(ROUTES) as ApiRoute[])
      .filter((route) => !route.public)
      .map((route) => ({
        route: `${route.method} ${route.path}`,
        label: 'stranger-text-plain',
        method: route.method,
        path: `/api${route.path.replace(/:(\w+)/g, 'x')}`,
        headers: { ...anonymous, 'content-type': 'text/plain' },
        body: Buffer.from('{}'),
      }));
    const unknown = [
      '/api/nowhere',
      '/api/sys/user/nope',
      '/api/count/detail',
      '/api/wk/del/1/2',
      '/api/docs/nope',
    ];
    for (const path of unknown) {
      for (const method of ['GET', 'POST']) {
        requests.push({
          route: `${method} ${path}`,
          label: 'stranger-unknown',
          method,
          path,
          headers: anonymous,
        });
      }
    }
    const answers = await runBounded(requests, CONCURRENCY, (bad) => sendRaw(bff, bad));
    const codes = answers.map(
      (answer, index) =>
        `${requests[index]!.route} ${answer.status} ${(JSON.parse(answer.text) as { code: number }).code}`,
    );
    expect(codes.filter((line) => !line.endsWith(' 401 401001'))).toEqual([]);
    for (const path of unknown) {
      const answer = await admin.call('POST', path.replace(/^\/api/, ''));
      expect([answer.status, answer.body.code], path).toEqual([404, 404001]);
    }
    console.log(`strangers: ${requests.length} requests, every one 401001`);
  });

  it("answers a 100 KB address and headers over the limit with the envelope on every port, ingest's two among them", async () => {
    const stack = system.stack;
    const bases: Record<string, string> = {
      bff: stack.url('bff').replace(/\/api$/, ''),
      ...Object.fromEntries(
        (
          ['identity', 'inventory', 'devices', 'ingest', 'counting', 'orders', 'sawing', 'billing'] as const
        ).map((name) => [name, stack.url(name)]),
      ),
      // ingest's users' port (INGEST_INTERNAL_PORT, 3114 under npm start), where the BFF calls it
      'ingest-internal': stack.upstreamUrl('ingest'),
    };
    const answers: string[] = [];
    for (const [name, base] of Object.entries(bases)) {
      for (const [label, bad] of [
        ['100 KB address', { method: 'GET', path: `/${'a'.repeat(100 * 1024)}`, headers: { lang: 'zh' } }],
        [
          '200 KB header',
          { method: 'GET', path: '/health', headers: { 'x-filler': 'a'.repeat(200 * 1024) } },
        ],
      ] as const) {
        const answer = await sendRaw(base, { route: name, label, ...bad });
        const code = (JSON.parse(answer.text) as { code: number }).code;
        answers.push(`${name} ${label}: ${answer.status} ${code} ${refusalProblem(answer) ?? 'envelope'}`);
      }
    }
    expect(answers).toEqual(
      Object.keys(bases).flatMap((name) => [
        `${name} 100 KB address: 414 414001 envelope`,
        `${name} 200 KB header: 431 431001 envelope`,
      ]),
    );
  });
});
