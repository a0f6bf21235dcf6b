import { ensureDatabase, migrateDatabase } from '@timber/db';
import { ensureKafkaTopics } from '@timber/events';
import {
  ALERT_RULES,
  DEMO_APP_LOGIN,
  DEMO_LOGINS,
  DEMO_TRIAL_ACCOUNT,
  demoStoryMade,
  KAFKA_VERSION,
  KafkaCluster,
  METRICS_PORTS,
  NEW_TENANT_LOGIN,
  seedDemo,
  seedDemoStory,
  Stack,
  startPrometheus,
  startWebServer,
} from '@timber/testing';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { deviceSheetsChapter } from '../device-simulator/demo-story-devices';

/** `npm start`: the whole system with demo data, on one URL. Ctrl-C stops everything it started. */
const ROOT = join(__dirname, '..', '..');

const env = z
  .object({
    DATABASE_ADMIN_URL: z.url().default('postgres://postgres@127.0.0.1:5432/timber'),
    REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
    BFF_PORT: z.coerce.number().int().default(3000),
    IDENTITY_PORT: z.coerce.number().int().default(3101),
    INVENTORY_PORT: z.coerce.number().int().default(3102),
    DEVICES_PORT: z.coerce.number().int().default(3103),
    INGEST_PORT: z.coerce.number().int().default(3104),
    INGEST_INTERNAL_PORT: z.coerce.number().int().default(3114),
    COUNTING_PORT: z.coerce.number().int().default(3105),
    WORKER_HEALTH_PORT: z.coerce.number().int().default(3106),
    ORDERS_PORT: z.coerce.number().int().default(3107),
    SAWING_PORT: z.coerce.number().int().default(3109),
    BILLING_PORT: z.coerce.number().int().default(3108),
    WEB_PORT: z.coerce.number().int().default(8080),
    // the local Prometheus (its UI, API and alerts page), scraping every process's metrics port
    PROMETHEUS_PORT: z.coerce.number().int().default(9090),
    EVENT_STREAM_PREFIX: z.string().default('timber'),
    // the event bus: Redis Streams, or Kafka (a broker of its own under tmp/kafka/local unless KAFKA_BROKERS names a cluster)
    EVENT_BUS: z.enum(['redis', 'kafka']).default('redis'),
    KAFKA_BROKERS: z.string().default(''),
    KAFKA_PORT: z.coerce.number().int().default(9092),
    KAFKA_CONTROLLER_PORT: z.coerce.number().int().default(9093),
  })
  .parse(process.env);

const step = (text: string) => console.log(`\u001b[1;34m==>\u001b[0m ${text}`);

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A secret of the local system, drawn once and kept in .local/<name> (so logins and links survive a restart). */
function localSecret(name: string): string {
  const file = join(ROOT, '.local', name);
  if (!existsSync(file)) {
    mkdirSync(join(ROOT, '.local'), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') {
      continue;
    }
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildWeb(): void {
  const built = join(ROOT, 'dist', 'apps', 'web', 'index.html');
  const sources = Math.max(newestChange(join(ROOT, 'apps', 'web')), newestChange(join(ROOT, 'libs')));
  if (existsSync(built) && statSync(built).mtimeMs > sources) {
    return;
  }
  step('building the web app');
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'apps/web/vite.config.mts', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    throw new Error('the web app did not build');
  }
}

/**
 * The Kafka of EVENT_BUS=kafka: the cluster KAFKA_BROKERS names, used as it is, or Apache Kafka's
 * own broker (tools/kafka/pom.xml), one KRaft node whose data stays in tmp/kafka/local as the
 * database's does.
 */
async function startKafka(): Promise<{ brokers: string[]; stop: () => Promise<void> } | undefined> {
  if (env.EVENT_BUS !== 'kafka') {
    return undefined;
  }
  if (env.KAFKA_BROKERS !== '') {
    return { brokers: env.KAFKA_BROKERS.split(',').filter(Boolean), stop: () => Promise.resolve() };
  }
  for (const [name, port] of [
    ['KAFKA_PORT', env.KAFKA_PORT],
    ['KAFKA_CONTROLLER_PORT', env.KAFKA_CONTROLLER_PORT],
  ] as const) {
    if (!(await portFree(port))) {
      throw new Error(
        `port ${port} (Kafka) is in use: stop what uses it, set ${name}, or name a cluster in KAFKA_BROKERS`,
      );
    }
  }
  step(
    `starting Apache Kafka ${KAFKA_VERSION} (one KRaft node on 127.0.0.1:${env.KAFKA_PORT}, its data in tmp/kafka/local)`,
  );
  const cluster = await KafkaCluster.start({
    dir: join(ROOT, 'tmp', 'kafka', 'local'),
    ports: [env.KAFKA_PORT],
    controllerPorts: [env.KAFKA_CONTROLLER_PORT],
  });
  return { brokers: cluster.brokers, stop: () => cluster.stop() };
}

/** The topics of libs/events/src/kafka-topics.ts, made (or widened) before the services start: the brokers never auto-create one. */
async function createKafkaTopics(brokers: string[]): Promise<void> {
  const made = await ensureKafkaTopics({ brokers, prefix: env.EVENT_STREAM_PREFIX });
  const raised = made.raised.map((r) => `${r.topic} ${r.from}→${r.to}`);
  console.log(
    `    Kafka topics: ${made.created.length} created${raised.length > 0 ? `, partitions raised: ${raised.join(', ')}` : ''}`,
  );
}

async function main(): Promise<void> {
  const ports = {
    bff: env.BFF_PORT,
    identity: env.IDENTITY_PORT,
    inventory: env.INVENTORY_PORT,
    devices: env.DEVICES_PORT,
    ingest: env.INGEST_PORT,
    'ingest-internal': env.INGEST_INTERNAL_PORT,
    counting: env.COUNTING_PORT,
    'recognition-worker': env.WORKER_HEALTH_PORT,
    orders: env.ORDERS_PORT,
    sawing: env.SAWING_PORT,
    billing: env.BILLING_PORT,
    web: env.WEB_PORT,
  };
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portFree(port))) {
      throw new Error(
        `port ${port} (${name}) is in use: stop what uses it, or set ${name === 'recognition-worker' ? 'WORKER_HEALTH' : name.toUpperCase()}_PORT`,
      );
    }
  }
  // each process serves its metrics on its default port (METRICS_PORTS): a process whose port is
  // taken would fail to start after the database work, so say it now
  for (const [name, port] of Object.entries(METRICS_PORTS)) {
    if (!(await portFree(port))) {
      throw new Error(`port ${port} (the metrics of ${name}) is in use: stop what uses it`);
    }
  }
  if (!(await portFree(env.PROMETHEUS_PORT))) {
    throw new Error(
      `port ${env.PROMETHEUS_PORT} (Prometheus) is in use: stop what uses it (Debian's prometheus service: systemctl stop prometheus), or set PROMETHEUS_PORT`,
    );
  }
  const kafka = await startKafka();
  if (kafka) {
    await createKafkaTopics(kafka.brokers);
  }
  step('database: create, migrate, seed demo data');
  await ensureDatabase(env.DATABASE_ADMIN_URL);
  const applied = await migrateDatabase(env.DATABASE_ADMIN_URL);
  console.log(`    ${applied.length} migration(s) applied`);
  await seedDemo(env.DATABASE_ADMIN_URL);
  buildWeb();

  // the demo's three months are made once, through the services, with their clocks at the story's moments
  const story = !(await demoStoryMade(env.DATABASE_ADMIN_URL));
  const jwtSecret = localSecret('jwt-secret');
  const logDir = join(ROOT, 'tmp', 'logs');
  step(
    `starting identity, inventory, devices, ingest, counting, a recognition worker, orders, sawing, billing and the BFF (logs in ${logDir})`,
  );
  // counting and the worker share the media folder and the queue: their defaults, .local/blobs of
  // the checkout (every process runs from it) and the BullMQ prefix timber-bull
  const startStack = (onKafka: boolean) =>
    Stack.start({
      ...(onKafka && kafka ? { kafkaBrokers: kafka.brokers } : {}),
      adminUrl: env.DATABASE_ADMIN_URL,
      redisUrl: env.REDIS_URL,
      jwtSecret,
      shareTokenSecret: localSecret('share-token-secret'),
      sandboxPaySecret: localSecret('sandbox-pay-secret'),
      ports,
      // each process's metrics on its own default internal port (9400 the BFF, 94xx a service 31xx)
      metricsPorts: 'defaults',
      streamPrefix: env.EVENT_STREAM_PREFIX,
      logDir,
      // the login page's free trial link signs in as the demo tenant's shared trial user
      env: { identity: { TRIAL_ACCOUNT: DEMO_TRIAL_ACCOUNT } },
      storyClock: story && !onKafka,
    });
  // the demo story is made on Redis Streams (runStory says why); on Kafka the services then start again
  let stack = await startStack(!story);
  if (story) {
    step("demo data: Demo Timber's last three months, through the services (once)");
    await seedDemoStory({
      stack,
      adminUrl: env.DATABASE_ADMIN_URL,
      redisUrl: env.REDIS_URL,
      jwtSecret,
      streamPrefix: env.EVENT_STREAM_PREFIX,
      deviceSheets: deviceSheetsChapter(),
      log: (line) => console.log(`    ${line}`),
    }).catch(async (error: unknown) => {
      await stack.stop();
      await kafka?.stop();
      throw error;
    });
    if (kafka) {
      step(
        'the demo story was made on Redis Streams (its moved clock and Kafka clients do not mix): the services start again on Kafka',
      );
      await stack.stop();
      stack = await startStack(true);
    }
  }
  step("starting the web server (nginx, with the containers' configuration; its files in tmp/nginx)");
  const web = await startWebServer({
    port: ports.web,
    root: join(ROOT, 'dist', 'apps', 'web'),
    bffUpstream: `127.0.0.1:${ports.bff}`,
    dir: join(ROOT, 'tmp', 'nginx'),
  }).catch(async (error: unknown) => {
    await stack.stop();
    await kafka?.stop();
    throw error;
  });

  step(
    "starting Prometheus (every process's metrics, the alert rules of deploy/observability; its files in tmp/prometheus)",
  );
  const prometheus = await startPrometheus({
    port: env.PROMETHEUS_PORT,
    dir: join(ROOT, 'tmp', 'prometheus'),
    targets: METRICS_PORTS,
    ruleFiles: [ALERT_RULES],
  }).catch(async (error: unknown) => {
    await web.stop();
    await stack.stop();
    await kafka?.stop();
    throw error;
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) {
      return;
    }
    stopping = true;
    step('stopping');
    await prometheus.stop();
    await web.stop();
    await stack.stop();
    await kafka?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  web.process.on('exit', () => void stop());
  prometheus.process.on('exit', () => void stop());

  const logins = Object.values(DEMO_LOGINS)
    .map((l) => `      ${l.username.padEnd(8)} ${l.password.padEnd(12)} ${l.role}`)
    .join('\n');
  const newTenant = `      ${NEW_TENANT_LOGIN.username.padEnd(8)} ${NEW_TENANT_LOGIN.password.padEnd(12)} ${NEW_TENANT_LOGIN.role}`;
  console.log(`
  Timber back office is running.

    Web app:   http://127.0.0.1:${ports.web}
    Prometheus: ${prometheus.url}   (every process's metrics; alerts: ${prometheus.url}/alerts)
    API:       http://127.0.0.1:${ports.bff}/api   (OpenAPI: /api/docs, browsable: /api/docs/ui)
    Counting:  http://127.0.0.1:${ports.counting}   (internal, behind the BFF; a recognition worker runs beside it)
    Orders:    http://127.0.0.1:${ports.orders}   (internal, behind the BFF)
    Sawing:    http://127.0.0.1:${ports.sawing}   (internal, behind the BFF)
    Billing:   http://127.0.0.1:${ports.billing}  (internal, behind the BFF)
    Metrics:   http://127.0.0.1:${METRICS_PORTS.bff}/metrics (the BFF; each process on a port of its own, see docs/operations.md)
    Events:    ${kafka ? `Kafka at ${kafka.brokers.join(',')} (EVENT_BUS=kafka)` : `Redis Streams at ${env.REDIS_URL} (EVENT_BUS=kafka for Kafka)`}

    Reset codes of "forgot password" are not sent: they are written to tmp/logs/identity.log
    (MESSAGES_LOG_ONLY=1; see docs/architecture/identity.md for Tencent Cloud SMS and SMTP).

    Logins:
${logins}
${newTenant}
      ${DEMO_APP_LOGIN.username.padEnd(8)} ${DEMO_APP_LOGIN.password.padEnd(12)} app user (the mobile app's login)
      ${DEMO_TRIAL_ACCOUNT.padEnd(8)} ${'(none)'.padEnd(12)} the login page's "free trial" link (TRIAL_ACCOUNT)

    A measuring device: Devices → Device list → a device's QR code, then
      npm run device-sim -- --enrol '<the link under the QR code>'

  Press Ctrl-C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
