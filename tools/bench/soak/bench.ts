import {
  allPermissionKeys,
  clientPasswordHash,
  type Device,
  DEVICE_TYPE_KEYS,
  type EnrolmentCode,
  randomSource,
  ROUTES,
  USER_TYPE,
} from '@timber/contracts';
import {
  type ApiClient,
  expectEventually,
  freePort,
  type ProcessName,
  seedEmptyTenant,
  START_ORDER,
  startTestStack,
  TEST_REDIS_URL,
  type TestStack,
} from '@timber/testing';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { Client } from 'pg';
import { closeConnections, DeviceClient, enrol } from '../../device-simulator/device-client';
import { percentile, prepareDevices } from '../../device-simulator/load';
import { makeSheet } from '../../device-simulator/sheet-maker';
import { capacityLine, soakUsers, stepPlan, type StepResult } from './capacity';
import { BOARD_BUDGET_MS, type Floor, prepareFloor, startFloor } from './floor';
import { judgeAnswer, nothingSeen, planRequest, remember, type RouteKey, type Seen } from './mix';
import { cpuSnapshot, type Reading, readSeries, SERIES_KINDS } from './observe';
import { startPhotos, uncounted } from './photos';
import {
  formatCapacity,
  formatCpu,
  formatSizing,
  formatStep,
  formatValue,
  formatVerdict,
  type RouteFigures,
  sizingFile,
  sizingOf,
  slowestRoutes,
} from './report';
import { growthVerdict, MIN_SAMPLES, MIN_SPAN_MINUTES, type Sample } from './trend';

/**
 * `npm run bench:soak` (issue 42): the whole backend under a working day's mix across 20 tenants,
 * each user one autocannon connection with its own session: it logs in, pages and filters lists,
 * opens what they showed, confirms device sheets, exports xlsx, logs out (mix.ts). Beside them each
 * tenant's measuring device posts a sheet to ingest every BENCH_SOAK_DEVICE_SECONDS as devices do,
 * and every BENCH_SOAK_PHOTO_SECONDS a tenant uploads a photo of a load through the BFF and makes a
 * count order of it (photos.ts; DEMO_PHOTOS_DIR or the shared data set, else no photos, said so).
 * On the floor (floor.ts) each tenant's wall board holds its event stream open; every
 * BENCH_SOAK_FLOOR_SECONDS a bench's phone closes a sawing order, which its board must hear, and a
 * customer's phone opens the share page of orders the office users settled.
 *
 * Capacity: users step up (BENCH_SOAK_START_USERS, times BENCH_SOAK_STEP_FACTOR, at most
 * BENCH_SOAK_STEPS steps of BENCH_SOAK_STEP_SECONDS) until p95 passes 300 ms or errors 0.1 %; it
 * prints the users and requests per second held at that line, per core, the slowest routes and the
 * CPU per user request of each process, from /proc/<pid>/stat (the devices', photos' and idle
 * polling's work included; the process with the most saturates first).
 * Soak: 70 % of those users for BENCH_SOAK_MINUTES, printing every BENCH_SOAK_SAMPLE_SECONDS each
 * process's RSS, heap and event-loop lag (its /metrics), PostgreSQL connections, Redis memory,
 * stream and queue backlogs, the users' session index; at the end each process's peak RSS and mean
 * cores, the figures k8s requests and limits come from (also written to BENCH_SOAK_SIZING_OUT,
 * tmp/bench-soak-sizing.json by default, as deploy/sizing.json holds them: copy it there after a
 * soak on the machine the cluster's nodes resemble, and tools/deploy checks the manifests by it). Exit 1 when a series grows without bound (a
 * least-squares slope over at least 10 minutes, limits in observe.ts), when a request, a device
 * post or a photo fails, when a sheet posted does not reach inventory exactly once, a photo is
 * not counted or a bench's close never reaches its board, or when even the first step fails the line.
 * Each user asks BENCH_SOAK_USER_RATE whole requests a second at most (autocannon's
 * connectionRate; 1 is a busy user, a clerk reading a list asks less); a visit is BENCH_SOAK_VISIT
 * requests between its login and logout.
 * Run: npm run bench:soak   (quick look: BENCH_SOAK_STEPS=2 BENCH_SOAK_STEP_SECONDS=15
 * BENCH_SOAK_MINUTES=2 BENCH_SOAK_SAMPLE_SECONDS=15 npm run bench:soak)
 */
const env = (name: string, fallback: number): number => Number(process.env[`BENCH_SOAK_${name}`] ?? fallback);
const TENANTS = 20;
/**
 * Each tenant's office staff: a user account each, as a clerk has (a user of the mix signs in as
 * the next staff member of its tenant). 15 a tenant: 300 users before a login is shared, beyond
 * the ten steps' 192.
 */
const STAFF = env('STAFF', 15);
const STEP_SECONDS = env('STEP_SECONDS', 60);
const STEPS = env('STEPS', 10);
const START_USERS = env('START_USERS', 5);
const STEP_FACTOR = env('STEP_FACTOR', 1.5);
const MINUTES = env('MINUTES', 60);
const SAMPLE_SECONDS = env('SAMPLE_SECONDS', 60);
const USER_RATE = env('USER_RATE', 1);
const VISIT = env('VISIT', 30);
const DEVICE_SECONDS = env('DEVICE_SECONDS', 10);
const DEVICE_LOGS = 30;
const PHOTO_SECONDS = env('PHOTO_SECONDS', 30);
const FLOOR_SECONDS = env('FLOOR_SECONDS', 20);
/** Where the soak writes what each process needed (deploy/k8s sizing is taken from it). */
const SIZING_OUT = process.env.BENCH_SOAK_SIZING_OUT ?? 'tmp/bench-soak-sizing.json';
/** How long the last photos and sheets may take to be counted and to reach inventory after the run. */
const SETTLE_MS = 120_000;
const RAW_PASSWORD = 'Soak12345';
const PASSWORD = clientPasswordHash(RAW_PASSWORD);

/** One office user's account. */
interface Staff {
  username: string;
  userId: string;
}

interface Tenant {
  /**
   * the address its office's requests come from, as the proxy in front tells the BFF (each tenant
   * an office behind its own NAT; the load generator alone is 127.0.0.1)
   */
  address: string;
  username: string;
  userId: string;
  device: DeviceClient;
  floor: Floor;
  /** its clerks, each signing in with an account of their own */
  staff: Staff[];
}

/** The 20 tenants as sign-ups leave them, each with master data a device needs and an enrolled device. */
async function makeTenants(system: TestStack, admin: Client): Promise<Tenant[]> {
  const tenants: Tenant[] = [];
  for (let index = 1; index <= TENANTS; index++) {
    const n = String(index).padStart(2, '0');
    const userId = randomUUID();
    const username = `soak${n}`;
    await seedEmptyTenant(admin, {
      id: randomUUID(),
      number: `S00${n}`,
      name: `Soak Sawmill ${n}`,
      shortName: `Soak ${n}`,
      admin: {
        id: userId,
        username,
        password: RAW_PASSWORD,
        realName: `Soak admin ${n}`,
        phone: `139000000${n}`,
        email: `${username}@soak.example`,
      },
    });
    const api = system.client();
    api.token = (
      await api.ok<{ accessToken: string }>('POST', '/sys/user/login', { username, password: PASSWORD })
    ).accessToken;
    await api.ok('POST', '/wk/save', { woodKindName: 'Pine' });
    await api.ok('POST', '/location/save', { locationName: 'North yard' });
    await api.ok('POST', '/cus/save', { customerName: 'Harbour buyer' });
    const device = await api.ok<Device>('POST', '/device/save', {
      deviceNo: `SOAK-${n}`,
      deviceName: `Soak scanner ${n}`,
      type: DEVICE_TYPE_KEYS[0],
      standard: 'ch',
    });
    const floor = await prepareFloor(api, { username, password: RAW_PASSWORD });
    const staff = await makeStaff(api, n);
    tenants.push({
      address: `198.18.0.${index}`,
      username,
      userId,
      device: new DeviceClient(await enrolled(api, device.id)),
      floor,
      staff,
    });
    await api.ok('GET', '/sys/user/logout');
  }
  return tenants;
}

/**
 * The tenant's clerks as its administrator adds them on the users screen: a permission group
 * holding every key, then STAFF users in it, each with the soak's password.
 */
async function makeStaff(api: ApiClient, tenant: string): Promise<Staff[]> {
  const group = await api.ok<{ id: string }>('POST', ROUTES.permissionGroupSave.path, {
    permName: 'Office',
    path: allPermissionKeys(),
  });
  const staff: Staff[] = [];
  for (let index = 1; index <= STAFF; index++) {
    const username = `soak${tenant}c${String(index).padStart(2, '0')}`;
    const { id } = await api.ok<{ id: string }>('POST', ROUTES.systemUserCreate.path, {
      username,
      realName: `Clerk ${index} of ${tenant}`,
      phone: `1380${tenant}${String(index).padStart(5, '0')}`,
      type: USER_TYPE.ORDINARY,
      roleIds: [group.id],
      password: PASSWORD,
    });
    staff.push({ username, userId: id });
  }
  return staff;
}

/** The device's credential once ingest has learned of it (from the devices service's event). */
async function enrolled(api: ApiClient, deviceId: string) {
  const code = await expectEventually(
    () => api.ok<EnrolmentCode>('POST', `/device/enrol/${deviceId}`),
    30_000,
    200,
  );
  return enrol(code.enrolUrl);
}

/** What the users' requests answered in a run: per route, and all together. */
class Recorder {
  readonly routes = new Map<string, RouteFigures>();
  readonly latencies: number[] = [];
  errors = 0;
  conflicts = 0;
  readonly errorSamples: string[] = [];

  record(route: string, ms: number, verdict: 'ok' | 'conflict' | 'error', detail: string): void {
    const figures = this.routes.get(route) ?? { latenciesMs: [], errors: 0 };
    this.routes.set(route, figures);
    figures.latenciesMs.push(ms);
    this.latencies.push(ms);
    if (verdict === 'conflict') {
      this.conflicts += 1;
    } else if (verdict === 'error') {
      figures.errors += 1;
      this.errors += 1;
      if (this.errorSamples.length < 5) {
        this.errorSamples.push(`${route}: ${detail}`);
      }
    }
  }
}

/** A user's visit's state, autocannon's context (reset at each visit's start). */
interface Visit {
  token?: string;
  seen?: Seen;
  route?: RouteKey;
  sentAt?: number;
}

/** One user's requests: a login, VISIT requests of the mix, a logout; again until the run ends. */
function visitOf(
  tenant: Tenant,
  /** which of the tenant's users (beyond its staff, accounts are shared) */
  seat: number,
  basePath: string,
  random: () => number,
  recorder: Recorder,
): autocannon.Request[] {
  const headers = (visit: Visit) => ({
    'content-type': 'application/json',
    lang: 'en',
    'timezone-offset': '0',
    'x-forwarded-for': tenant.address,
    ...(visit.token ? { authorization: `Bearer ${visit.token}` } : {}),
  });
  const clerk = tenant.staff[seat % tenant.staff.length]!;
  const onResponse = (status: number, body: string, context: object) => {
    const visit = context as Visit;
    const ms = performance.now() - (visit.sentAt ?? performance.now());
    // an envelope is JSON; a download (xlsx) is not
    const json = body.startsWith('{');
    let parsed: { code?: number; msg?: string; data?: { accessToken?: string } } | undefined;
    try {
      parsed = json ? (JSON.parse(body) as typeof parsed) : undefined;
    } catch {
      parsed = undefined;
    }
    const route = visit.route ?? 'login';
    if (route === 'login') {
      visit.token = parsed?.data?.accessToken;
    } else if (route !== 'logout') {
      remember(route, parsed, (visit.seen ??= nothingSeen()));
    }
    recorder.record(
      route,
      ms,
      judgeAnswer(route, status, parsed?.code),
      `${status} ${parsed?.code ?? ''} ${parsed?.msg ?? body.slice(0, 80)}`,
    );
  };
  const sent = (visit: Visit, route: Visit['route'], request: autocannon.Request): autocannon.Request => {
    visit.route = route;
    visit.sentAt = performance.now();
    return request;
  };
  const login: autocannon.Request = {
    method: 'POST',
    path: `${basePath}/sys/user/login`,
    setupRequest: (request, context) =>
      sent(context as Visit, 'login', {
        ...request,
        headers: headers({}),
        body: JSON.stringify({ username: clerk.username, password: PASSWORD }),
      }),
    onResponse,
  };
  const work: autocannon.Request = {
    setupRequest: (request, context) => {
      const visit = context as Visit;
      const planned = planRequest(random, (visit.seen ??= nothingSeen()));
      return sent(visit, planned.route, {
        ...request,
        method: planned.method as 'GET' | 'POST',
        path: `${basePath}${planned.path}`,
        headers: headers(visit),
        body: planned.body === undefined ? '' : JSON.stringify(planned.body),
      });
    },
    onResponse,
  };
  const logout: autocannon.Request = {
    setupRequest: (request, context) =>
      sent(context as Visit, 'logout', {
        ...request,
        method: 'GET',
        path: `${basePath}/sys/user/logout`,
        headers: headers(context as Visit),
        body: '',
      }),
    onResponse,
  };
  return [login, ...Array.from({ length: VISIT }, () => work), logout];
}

/** `users` users, each its own connection and session, for `seconds`. */
async function runUsers(
  system: TestStack,
  tenants: readonly Tenant[],
  users: number,
  seconds: number,
): Promise<{ recorder: Recorder; elapsed: number; socketErrors: number }> {
  const recorder = new Recorder();
  const bff = new URL(system.stack.url('bff'));
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: bff.origin,
        connections: users,
        connectionRate: USER_RATE,
        duration: seconds,
        timeout: 30,
        requests: [{ method: 'GET', path: `${bff.pathname}/sys/user/info` }],
        setupClient: (client) => {
          const user = next++;
          client.setRequests(
            visitOf(
              tenants[user % tenants.length]!,
              Math.floor(user / tenants.length),
              bff.pathname,
              randomSource(1000 + user),
              recorder,
            ),
          );
        },
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
  });
  return { recorder, elapsed: result.duration, socketErrors: result.errors + result.timeouts };
}

/** Each tenant's device posting a sheet every DEVICE_SECONDS until stopped; 2 % sent again under the same key. */
function startDevices(tenants: readonly Tenant[], references: Awaited<ReturnType<typeof prepareDevices>>) {
  const figures = {
    accepted: 0,
    refused: 0,
    retriesMismatched: 0,
    latenciesMs: [] as number[],
    refusals: [] as string[],
  };
  const random = randomSource(42);
  let stopped = false;
  const loops = tenants.map(async (_tenant, index) => {
    const device = references[index]!;
    // spread the devices over the interval
    await new Promise((resolve) => setTimeout(resolve, (index * DEVICE_SECONDS * 1000) / tenants.length));
    while (!stopped) {
      const body = JSON.stringify(
        makeSheet(random, device.references, {
          logs: DEVICE_LOGS,
          kind: 1,
          standard: 'ch',
          abnormalRate: 0.01,
        }),
      );
      const key = randomUUID();
      const sentAt = performance.now();
      const answer = await device.client.postSheet(key, body).catch((error: unknown) => ({
        code: -1,
        msg: String(error),
        text: '',
      }));
      figures.latenciesMs.push(performance.now() - sentAt);
      if (answer.code === 0) {
        figures.accepted += 1;
        if (random() < 0.02) {
          const again = await device.client.postSheet(key, body).catch(() => ({ text: '' }));
          figures.retriesMismatched += again.text === answer.text ? 0 : 1;
        }
      } else {
        figures.refused += 1;
        figures.refusals.push(`${answer.code} ${answer.msg}`);
      }
      await new Promise((resolve) => setTimeout(resolve, DEVICE_SECONDS * 1000));
    }
  });
  return {
    figures,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return figures;
    },
  };
}

function cpuDelta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after).map(([name, seconds]) => [name, seconds - (before[name] ?? 0)]),
  );
}

function minuteLine(label: string, reading: Reading): string {
  const processes = new Map<string, string[]>();
  const rest: string[] = [];
  for (const [name, { kind, value }] of reading.judged) {
    const text = formatValue(value, SERIES_KINDS[kind].unit);
    const [process, ...words] = name.split(' ');
    if (words.length > 0 && ['rss', 'heap', 'loop lag p99'].includes(words.join(' '))) {
      processes.set(process!, [...(processes.get(process!) ?? []), text]);
    } else {
      rest.push(`${name} ${text}`);
    }
  }
  const shown = Object.entries(reading.shown).map(
    ([name, value]) =>
      `${name} ${name.includes('bytes') || name.includes('memory') ? formatValue(value, 'bytes') : value}`,
  );
  return (
    `${label}  rss/heap/lag: ${[...processes].map(([name, values]) => `${name} ${values.join('/')}`).join(', ')}\n` +
    `        ${[...rest, ...shown].join(', ')}`
  );
}

async function main(): Promise<void> {
  const metricsPorts: Partial<Record<ProcessName, number>> = {};
  for (const name of START_ORDER) {
    metricsPorts[name] = await freePort();
  }
  const system = await startTestStack('soak', { metricsPorts });
  const admin = new Client({ connectionString: system.adminUrl, application_name: 'bench-soak' });
  await admin.connect();
  const redis = new Redis(TEST_REDIS_URL);
  let failed = false;
  let devices: ReturnType<typeof startDevices> | undefined;
  let photos: ReturnType<typeof startPhotos> | undefined;
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  try {
    const tenants = await makeTenants(system, admin);
    const references = await prepareDevices(tenants.map((tenant) => tenant.device));
    const cores = availableParallelism();
    console.log(
      `soak (issue 42): ${TENANTS} tenants, a device each posting a sheet of ${DEVICE_LOGS} logs every ${DEVICE_SECONDS} s; ` +
        `users at ${USER_RATE} request/s each, visits of ${VISIT} requests between login and logout; ${cores} cores`,
    );
    devices = startDevices(tenants, references);
    photos = startPhotos(
      () => system.client(),
      tenants.map((tenant) => ({ username: tenant.username, password: RAW_PASSWORD })),
      PHOTO_SECONDS,
    );
    console.log(
      typeof photos === 'string'
        ? `photos: none (${photos}): nothing counted`
        : `photos: a tenant uploads a photo of a load and makes a count order of it every ${PHOTO_SECONDS} s`,
    );
    floor = await startFloor(
      () => system.client(),
      system.stack.url('bff'),
      tenants.map((tenant) => tenant.floor),
      FLOOR_SECONDS,
    );
    console.log(
      `floor: ${TENANTS} wall boards listening; every ${FLOOR_SECONDS} s a bench's phone closes a sawing order ` +
        `and a customer's phone opens a share page`,
    );

    console.log(`\ncapacity: steps of ${STEP_SECONDS} s, p95 <= 300 ms and errors <= 0.1 %`);
    const steps: StepResult[] = [];
    const stepCpu: Record<string, number>[] = [];
    const stepRoutes: Recorder[] = [];
    for (const users of stepPlan(START_USERS, STEP_FACTOR, STEPS)) {
      const before = await cpuSnapshot(system, START_ORDER, admin);
      const run = await runUsers(system, tenants, users, STEP_SECONDS);
      const cpu = cpuDelta(before, await cpuSnapshot(system, START_ORDER, admin));
      const step: StepResult = {
        users,
        seconds: run.elapsed,
        requests: run.recorder.latencies.length,
        errors: run.recorder.errors + run.socketErrors,
        p95Ms: percentile(run.recorder.latencies, 95),
      };
      steps.push(step);
      stepCpu.push(cpu);
      stepRoutes.push(run.recorder);
      console.log(
        `  ${formatStep(step)}  (${run.recorder.conflicts} conflicts: a sheet confirmed or settled twice)`,
      );
      console.log(
        `      slowest: ${slowestRoutes(run.recorder.routes, 3)
          .map((route) => `${route.route} ${route.p95Ms.toFixed(0)} ms`)
          .join(', ')}`,
      );
      for (const sample of run.recorder.errorSamples) {
        console.log(`      error: ${sample}`);
      }
      if (capacityLine(steps)?.reached || capacityLine(steps) === undefined) {
        break;
      }
    }
    const line = capacityLine(steps);
    if (!line) {
      console.log(`capacity line: not held even at ${steps[0]?.users} users`);
      failed = true;
      return;
    }
    const at = steps.indexOf(line.step);
    console.log(formatCapacity(line.step, line.reached, cores));
    console.log('  slowest routes at the line (p95):');
    for (const route of slowestRoutes(stepRoutes[at]!.routes)) {
      console.log(
        `    ${route.route.padEnd(24)} p95 ${route.p95Ms.toFixed(0).padStart(5)} ms  ${route.count} requests, ${route.errors} errors`,
      );
    }
    const cpu = stepCpu[at]!;
    console.log(`  CPU µs per request at the line, most first: ${formatCpu(cpu, line.step.requests)}`);
    const [busiest, busiestSeconds] = Object.entries(cpu).sort(([, a], [, b]) => b - a)[0]!;
    console.log(
      `  saturates first: ${busiest} (${((busiestSeconds / line.step.seconds) * 100).toFixed(0)} % of a core at the line)`,
    );

    const users = soakUsers(line.step);
    console.log(
      `\nsoak: ${users} users (70 % of the line) for ${MINUTES} min, a reading every ${SAMPLE_SECONDS} s`,
    );
    const series = new Map<string, { kind: keyof typeof SERIES_KINDS; samples: Sample[] }>();
    const started = performance.now();
    const soakCpuBefore = await cpuSnapshot(system, START_ORDER, admin);
    let failedJobs = 0;
    const read = async () => {
      const reading = await readSeries({
        system,
        admin,
        redis,
        metricsPorts,
        userIds: tenants.flatMap((t) => [t.userId, ...t.staff.map((clerk) => clerk.userId)]),
      });
      const minute = (performance.now() - started) / 60_000;
      for (const [name, { kind, value }] of reading.judged) {
        const entry = series.get(name) ?? { kind, samples: [] };
        series.set(name, entry);
        entry.samples.push({ minute, value });
      }
      failedJobs = reading.shown['failed jobs'] ?? 0;
      console.log(minuteLine(`  ${minute.toFixed(1).padStart(5)} min`, reading));
    };
    await read();
    const sampler = setInterval(
      () => void read().catch((error: unknown) => console.error(error)),
      SAMPLE_SECONDS * 1000,
    );
    const soak = await runUsers(system, tenants, users, MINUTES * 60).finally(() => clearInterval(sampler));
    const soakCpu = cpuDelta(soakCpuBefore, await cpuSnapshot(system, START_ORDER, admin));
    await read();
    const device = await devices.stop();
    const photoRun = typeof photos === 'string' ? undefined : await photos.stop();
    const floorRun = await floor.stop();
    const requests = soak.recorder.latencies.length;
    console.log(
      `  users: ${requests} requests, ${(requests / soak.elapsed).toFixed(1)} req/s, p95 ${percentile(soak.recorder.latencies, 95).toFixed(0)} ms, ` +
        `${soak.recorder.errors + soak.socketErrors} errors, ${soak.recorder.conflicts} conflicts (a sheet confirmed or settled twice)`,
    );
    for (const sample of soak.recorder.errorSamples) {
      console.log(`      error: ${sample}`);
    }
    console.log(
      `  devices (whole run): ${device.accepted} sheets accepted, ${device.refused} refused, ${device.retriesMismatched} retries answered differently, p95 ${percentile(device.latenciesMs, 95).toFixed(0)} ms`,
    );
    for (const refusal of device.refusals.slice(0, 5)) {
      console.log(`      refused: ${refusal}`);
    }
    const heard = floorRun.boardLatenciesMs;
    console.log(
      `  floor (whole run): ${floorRun.closes} sawing orders closed on bench phones, ${heard.length} heard by the wall board ` +
        `(p50 ${percentile(heard, 50).toFixed(0)} ms, p95 ${percentile(heard, 95).toFixed(0)} ms, max ${Math.max(0, ...heard).toFixed(0)} ms, ` +
        `${heard.filter((ms) => ms > BOARD_BUDGET_MS).length} over ${BOARD_BUDGET_MS} ms), ${floorRun.unheard} never heard; ` +
        `${floorRun.sharePages} share pages opened on phones (p95 ${percentile(floorRun.sharePageLatenciesMs, 95).toFixed(0)} ms)`,
    );
    for (const error of floorRun.errors.slice(0, 5)) {
      console.log(`      error: ${error}`);
    }
    const sizing = sizingOf(
      new Map(
        [...series]
          .filter(([name]) => name.endsWith(' rss'))
          .map(([name, { samples }]) => [
            name.slice(0, -' rss'.length),
            samples.map((sample) => sample.value),
          ]),
      ),
      soakCpu,
      soak.elapsed,
    );
    console.log(
      `  what each process needed at ${users} users (70 % of the line), for k8s requests and limits:`,
    );
    console.log(formatSizing(sizing));
    mkdirSync(dirname(SIZING_OUT), { recursive: true });
    writeFileSync(
      SIZING_OUT,
      `${JSON.stringify(
        sizingFile(sizing, {
          users,
          cores,
          requestsPerSecond: requests / soak.elapsed,
          day: new Date().toISOString().slice(0, 10),
        }),
        null,
        2,
      )}\n`,
    );
    console.log(`  (written to ${SIZING_OUT})`);

    console.log('verdicts:');
    let grows = false;
    let short = false;
    for (const [name, { kind, samples }] of series) {
      const verdict = growthVerdict(samples, SERIES_KINDS[kind].limit);
      grows ||= verdict.grows;
      short ||= !verdict.judged;
      console.log(formatVerdict(name, SERIES_KINDS[kind].unit, verdict, SERIES_KINDS[kind].limit));
    }
    if (short) {
      console.log(
        `  (short: fewer than ${MIN_SAMPLES} readings or under ${MIN_SPAN_MINUTES} min, growth not judged)`,
      );
    }
    const lost = await sheetsReached(admin, device.accepted);
    console.log(`  ${lost.line}`);
    const notCounted = photoRun ? await uncounted(() => system.client(), photoRun.made, SETTLE_MS) : [];
    if (photoRun) {
      console.log(
        `  photos: ${photoRun.made.length} count orders made, ${photoRun.errors.length} failed to be made, ${notCounted.length} not counted — ${notCounted.length === 0 ? 'each counted' : 'NOT ALL COUNTED'}`,
      );
      for (const line of [...photoRun.errors, ...notCounted].slice(0, 5)) {
        console.log(`      ${line}`);
      }
    }
    const errors =
      soak.recorder.errors +
      soak.socketErrors +
      device.refused +
      device.retriesMismatched +
      failedJobs +
      (photoRun?.errors.length ?? 0) +
      floorRun.errors.length;
    const lostAny = !lost.ok || notCounted.length > 0 || floorRun.unheard > 0;
    failed = grows || errors > 0 || lostAny;
    console.log(
      `${failed ? 'FAIL' : 'PASS'}: ${grows ? 'a series grows; ' : ''}${errors} errors in the soak (${failedJobs} failed jobs); ${lostAny ? 'sheets lost or doubled, or photos not counted' : 'nothing lost'}`,
    );
  } finally {
    await devices?.stop();
    if (photos && typeof photos !== 'string') {
      await photos.stop();
    }
    await floor?.stop();
    closeConnections();
    redis.disconnect();
    await admin.end();
    await system.stop();
    process.exitCode = failed ? 1 : 0;
  }
}

/** Whether every sheet the devices had accepted reached inventory exactly once (waits up to two minutes for the last). */
async function sheetsReached(admin: Client, accepted: number): Promise<{ ok: boolean; line: string }> {
  const count = async () => {
    const { rows } = await admin.query<{ sheets: number; measurements: number }>(
      `select (select count(*)::int from inventory.sheets where device_no like 'SOAK-%') as sheets,
              (select count(*)::int from ingest.measurements) as measurements`,
    );
    return rows[0]!;
  };
  let last = await count();
  try {
    await expectEventually(
      async () => {
        last = await count();
        if (last.sheets < accepted) {
          throw new Error('not yet');
        }
      },
      SETTLE_MS,
      1000,
    );
  } catch {
    // reported below
  }
  const ok = last.sheets === accepted && last.measurements === accepted;
  return {
    ok,
    line: `sheets: ${accepted} accepted from devices, ${last.measurements} stored by ingest, ${last.sheets} in inventory — ${ok ? 'each exactly once' : 'NOT EQUAL'}`,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
