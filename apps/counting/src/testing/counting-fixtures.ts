import { type INestApplication } from '@nestjs/common';
import { urlFor } from '@timber/db';
import { REDIS, startServiceApp } from '@timber/nest-kit';
import { ApiClient, freePort, openTestSession, removeRedisKeys, TEST_REDIS_URL } from '@timber/testing';
import { Redis } from 'ioredis';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { countingConfigSchema, type CountingConfig } from '../config';
import { CountingModule } from '../counting.module';

const ROOT = join(__dirname, '..', '..', '..', '..');

export interface CountingUnderTest {
  app: INestApplication;
  config: CountingConfig;
  baseUrl: string;
  /**
   * a client of counting's own API, signed in (token and session) as a user of `tenantId`, a new
   * user each time, holding `resources` (every permission key unless told)
   */
  clientFor(tenantId: string, lang?: string, resources?: string[]): Promise<ApiClient>;
  close(): Promise<void>;
}

/**
 * The counting service in this process, on a free port, on its own database (cloned), event
 * streams, queue prefix and blob folder: what the BFF will call, with the same access tokens.
 */
export async function startCounting(
  adminUrl: string,
  blobDir: string,
  /** more of the environment, e.g. MEDIA_PART_SIZE */
  env: Record<string, string> = {},
): Promise<CountingUnderTest> {
  const suffix = randomBytes(4).toString('hex');
  const config = countingConfigSchema.parse({
    DATABASE_URL: urlFor(adminUrl, 'counting_svc'),
    RELAY_DATABASE_URL: urlFor(adminUrl, 'counting_relay'),
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    EVENT_STREAM_PREFIX: `tcount${suffix}`,
    QUEUE_PREFIX: `t-count-${suffix}`,
    BLOB_STORE: 'local',
    BLOB_DIR: blobDir,
    LOG_LEVEL: 'warn',
    ...env,
  });
  // as main.ts starts it: the HTTP app and its event consumers' microservice
  const port = await freePort();
  const app = await startServiceApp(CountingModule.forRoot(config), { port, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    config,
    baseUrl,
    async clientFor(tenantId, lang = 'en', resources) {
      const client = new ApiClient(baseUrl, lang);
      client.token = await openTestSession(app.get<Redis>(REDIS), config.JWT_SECRET, {
        tenantId,
        username: 'counter',
        ...(resources ? { resources } : {}),
      });
      return client;
    },
    async close() {
      await app.close();
      await removeRedisKeys(config.REDIS_URL, `${config.EVENT_STREAM_PREFIX}:`);
      await removeRedisKeys(config.REDIS_URL, `${config.QUEUE_PREFIX}:`);
    },
  };
}

/**
 * The recognition worker's main.ts as its own process, on the service's queue, blob folder and
 * event streams (it publishes its results there; it has no database).
 */
export function spawnRecognitionWorker(config: CountingConfig): {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
} {
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', join(ROOT, 'apps', 'recognition-worker', 'src', 'main.ts')],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        SWC_NODE_PROJECT: join(ROOT, 'tsconfig.json'),
        REDIS_URL: config.REDIS_URL,
        EVENT_STREAM_PREFIX: config.EVENT_STREAM_PREFIX,
        QUEUE_PREFIX: config.QUEUE_PREFIX,
        BLOB_STORE: 'local',
        BLOB_DIR: config.BLOB_DIR,
        LOG_LEVEL: 'warn',
        WORKER_NAME: 'counting-test-worker',
        // a 2-minute video is sampled at 0.5 fps (60 frames over its whole length), as a
        // 12-minute one would be by default: the sparse sampling end to end, in seconds of CPU
        VIDEO_MAX_FRAMES: '60',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    output: () => output,
    stop: () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        return Promise.resolve();
      }
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      return exited;
    },
  };
}
