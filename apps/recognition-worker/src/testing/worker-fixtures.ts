import { type EventEnvelope } from '@timber/contracts';
import { urlFor } from '@timber/db';
import { RedisStreamsEventBus } from '@timber/events';
import { sharedDatasetDir } from '@timber/log-detector';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type Client } from 'pg';

const ROOT = join(__dirname, '..', '..', '..', '..');

/** The first `count` photos of the shared validation split (never copied into the repository). */
export async function validationPhotos(count: number): Promise<Buffer[]> {
  const dir = join(sharedDatasetDir(), 'valid', 'images');
  const names = (await readdir(dir)).filter((name) => /\.jpe?g$/i.test(name)).sort();
  return Promise.all(names.slice(0, count).map((name) => readFile(join(dir, name))));
}

/** A fresh media key as the parted upload makes them. */
export const newMediaKey = (): string => `origin/2026-11-23/${randomBytes(16).toString('hex')}.jpg`;

/**
 * A count order with one image (status 1 and 0), written as counting's create does (as the admin);
 * ossType 2: the image is a video.
 */
export async function seedImage(
  admin: Client,
  tenantId: string,
  mediaKey: string,
  ossType: 1 | 2 = 1,
): Promise<{ orderId: number; imageId: number }> {
  const order = await admin.query<{ id: string }>(
    `insert into counting.count_orders (tenant_id, order_no, oss_type, created_by)
     values ($1, $2, $3, $4) returning id`,
    [tenantId, `CT20261123${randomInt(100_000, 999_999)}`, ossType, randomUUID()],
  );
  const orderId = Number(order.rows[0]?.id);
  const image = await admin.query<{ id: string }>(
    `insert into counting.count_images (tenant_id, order_id, seq, media_key) values ($1, $2, 1, $3) returning id`,
    [tenantId, orderId, mediaKey],
  );
  return { orderId, imageId: Number(image.rows[0]?.id) };
}

export interface AppProcess {
  child: ChildProcess;
  /** what the process printed so far (shown when a test fails) */
  output(): string;
  /** SIGKILL, as a crash would; resolves once the process is gone */
  kill(): Promise<void>;
  /** SIGTERM: the running job finishes first */
  stop(): Promise<void>;
}

/**
 * The worker's main.ts as its own process, from source, with `env` as its whole environment;
 * `preload`, a module of this folder loaded first (hold-publish.ts).
 */
export function spawnWorker(env: Record<string, string>, preload?: string): AppProcess {
  return spawnApp('recognition-worker', env, preload);
}

/**
 * Counting (apps/counting/src/main.ts) as its own process, from source, on the test's database,
 * event streams and blob folder: what records the worker's events. Resolves once it is ready.
 */
export async function spawnCounting(options: {
  adminUrl: string;
  redisUrl: string;
  streamPrefix: string;
  blobDir: string;
}): Promise<AppProcess> {
  const port = await freePort();
  const counting = spawnApp('counting', {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: urlFor(options.adminUrl, 'counting_svc'),
    RELAY_DATABASE_URL: urlFor(options.adminUrl, 'counting_relay'),
    REDIS_URL: options.redisUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    EVENT_STREAM_PREFIX: options.streamPrefix,
    // counting adds no job here (the tests add them), but its queue must be nobody else's
    QUEUE_PREFIX: `${options.streamPrefix}-bull`,
    BLOB_STORE: 'local',
    BLOB_DIR: options.blobDir,
    UPLOAD_SWEEP_INTERVAL_MS: '0',
    // beside other suites' processes: no metrics port of its own
    METRICS_PORT: '0',
    LOG_LEVEL: 'warn',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (counting.child.exitCode !== null) {
      throw new Error(`counting exited while starting:\n${counting.output()}`);
    }
    const ready = await fetch(`http://127.0.0.1:${port}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      return counting;
    }
    if (Date.now() > deadline) {
      await counting.kill();
      throw new Error(`counting did not become ready:\n${counting.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every event published on the test's `counting` streams, as a consumer of its own reads them. */
export interface ObservedEvents {
  readonly all: readonly EventEnvelope[];
  stop(): Promise<void>;
}

export async function observeEvents(redisUrl: string, streamPrefix: string): Promise<ObservedEvents> {
  const bus = new RedisStreamsEventBus({ redis: redisUrl, streamPrefix, blockMs: 200 });
  const all: EventEnvelope[] = [];
  const subscription = await bus.subscribe({
    group: 'test.observer',
    topics: ['counting'],
    handle: (event) => {
      all.push(event);
      return Promise.resolve();
    },
  });
  return {
    all,
    async stop() {
      await subscription.stop();
      await bus.close();
    },
  };
}

function spawnApp(
  app: 'recognition-worker' | 'counting',
  env: Record<string, string>,
  preload?: string,
): AppProcess {
  const child = spawn(
    process.execPath,
    [
      '-r',
      '@swc-node/register',
      ...(preload ? ['-r', join(__dirname, preload)] : []),
      join(ROOT, 'apps', app, 'src', 'main.ts'),
    ],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env, SWC_NODE_PROJECT: join(ROOT, 'tsconfig.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const end = (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      return Promise.resolve();
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    return exited;
  };
  return { child, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** A TCP port free on 127.0.0.1 right now (for a process that must be told its port in advance). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
