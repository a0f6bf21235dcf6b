import { clientPasswordHash } from '@timber/contracts';
import { ensureKafkaTopics } from '@timber/events';
import {
  ApiClient,
  DEMO_LOGINS,
  freePort,
  freeStackPorts,
  KafkaCluster,
  type ProcessName,
  seedDemo,
  Stack,
  TEST_REDIS_URL,
  testDatabase,
} from '@timber/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';

const ROOT = join(__dirname, '..', '..');
/** The loader Stack runs its processes with (TypeScript compiled ahead of time). */
const TS_REGISTER = join(ROOT, 'tools', 'runtime', 'ts-register.cjs');
const TRACING = join(ROOT, 'tools', 'runtime', 'tracing.cjs');

/** The project's event topics under `prefix`, as the table says, before any process runs (as npm start does). */
export async function createEventTopics(
  brokers: readonly string[],
  prefix: string,
  replicationFactor: number,
): Promise<void> {
  await ensureKafkaTopics({
    brokers: [...brokers],
    prefix,
    replicationFactor,
    minInsyncReplicas: Math.min(2, replicationFactor),
  });
}

export interface DrillStack {
  stack: Stack;
  cluster: KafkaCluster;
  adminUrl: string;
  /** the first segment of every topic and consumer group of the run */
  prefix: string;
  logDir: string;
  /** the database as its owner sees it (every schema, no row-level security) */
  db: Client;
  /** a client of the BFF logged in as the demo administrator */
  login(): Promise<ApiClient>;
  /**
   * One more instance of a service (same database, same consumer groups) on a port of its own,
   * as a second replica of a deployment; the caller ends it (SIGKILL in the failover drill).
   */
  startReplica(name: ProcessName): Promise<{ child: ChildProcess; port: number }>;
  stop(): Promise<void>;
}

/**
 * The processes a drill needs on a Kafka broker of their own: a cloned database with the demo
 * seed, a one-node cluster on free ports (the drill kills or stops it), the topics of the table,
 * `processes` of the stack on EVENT_BUS=kafka, logs under tmp/drill-logs/<prefix>.
 */
export async function startDrillStack(label: string, processes: readonly ProcessName[]): Promise<DrillStack> {
  const prefix = `drill${label.replace(/[^a-z0-9]/gi, '')}${randomBytes(4).toString('hex')}`;
  const logDir = join(ROOT, 'tmp', 'drill-logs', prefix);
  const blobDir = join(ROOT, 'tmp', 'test-blobs', prefix);
  const database = await testDatabase(`drill_${label}`);
  const cleanups: (() => Promise<unknown>)[] = [
    () => database.drop(),
    () => rm(blobDir, { recursive: true, force: true }),
  ];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => console.error('clean-up failed:', error));
    }
  };
  try {
    // the broker's JVM starts while PostgreSQL takes the seed
    const kafkaDir = join(ROOT, 'tmp', 'drill-kafka', prefix);
    const starting = KafkaCluster.start({ nodes: 1, dir: kafkaDir });
    starting.catch(() => undefined); // awaited below; a failure is thrown there
    cleanups.push(async () => {
      await (await starting.catch(() => undefined))?.stop();
      await rm(kafkaDir, { recursive: true, force: true });
    });
    await seedDemo(database.adminUrl);
    const cluster = await starting;
    await createEventTopics(cluster.brokers, prefix, 1);
    const jwtSecret = randomBytes(32).toString('hex');
    const ports = await freeStackPorts();
    const stack = await Stack.start(
      {
        adminUrl: database.adminUrl,
        redisUrl: TEST_REDIS_URL,
        jwtSecret,
        shareTokenSecret: randomBytes(32).toString('hex'),
        sandboxPaySecret: randomBytes(32).toString('hex'),
        ports,
        streamPrefix: prefix,
        kafkaBrokers: cluster.brokers,
        blobDir,
        queuePrefix: prefix,
        logDir,
        logLevel: 'warn',
      },
      processes,
    );
    const replicas: ChildProcess[] = [];
    cleanups.push(async () => {
      replicas.forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
      await stack.stop();
    });
    const db = new Client({ connectionString: database.adminUrl, application_name: 'drill' });
    await db.connect();
    cleanups.push(() => db.end());
    return {
      stack,
      cluster,
      adminUrl: database.adminUrl,
      prefix,
      logDir,
      db,
      async login() {
        const api = new ApiClient(stack.url('bff'));
        api.token = (
          await api.ok<{ accessToken: string }>('POST', '/sys/user/login', {
            username: DEMO_LOGINS.admin.username,
            password: clientPasswordHash(DEMO_LOGINS.admin.password),
          })
        ).accessToken;
        return api;
      },
      async startReplica(name) {
        const port = await freePort();
        const child = spawn(
          process.execPath,
          ['-r', TS_REGISTER, '-r', TRACING, join(ROOT, 'apps', name, 'src', 'main.ts')],
          {
            cwd: ROOT,
            env: { PATH: process.env.PATH ?? '', ...stack.env(name), PORT: String(port) },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        replicas.push(child);
        mkdirSync(logDir, { recursive: true });
        const log = createWriteStream(join(logDir, `${name}-replica.log`), { flags: 'a' });
        child.stdout?.pipe(log);
        child.stderr?.pipe(log);
        await waitReady(`http://127.0.0.1:${port}/ready`, child, name);
        return { child, port };
      },
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function waitReady(url: string, child: ChildProcess, name: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the ${name} replica exited with code ${child.exitCode} while starting`);
    }
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (ready) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the ${name} replica did not become ready in ${timeoutMs} ms`);
}
