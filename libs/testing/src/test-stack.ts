import { clientPasswordHash } from '@timber/contracts';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiClient } from './api-client';
import { DEMO_LOGINS, seedDemo } from './demo-seed';
import { freePort } from './free-port';
import { type ProcessName, Stack, type StackOptions, START_ORDER } from './stack';
import { TEST_REDIS_URL, testDatabase } from './test-database';

export interface TestStack {
  stack: Stack;
  adminUrl: string;
  jwtSecret: string;
  /** what orders signs its share links with (a test may sign a token of its own with it) */
  shareTokenSecret: string;
  /** what billing's sandbox payment provider signs its callbacks with (a test may forge or sign one) */
  sandboxPaySecret: string;
  streamPrefix: string;
  /** the media folder of counting and the recognition worker (removed by stop) */
  blobDir: string;
  /** a client of the BFF, not logged in */
  client(lang?: string): ApiClient;
  /** a client of the BFF logged in as one of the demo users */
  loginAs(who: keyof typeof DEMO_LOGINS, lang?: string): Promise<ApiClient>;
  stop(): Promise<void>;
}

/**
 * The whole backend for one integration suite: its own cloned database with the demo seed,
 * its own event streams, queue and Redis keys, processes on free ports, media under
 * tmp/test-blobs, logs under tmp/test-logs.
 */
export async function startTestStack(
  label: string,
  overrides: Partial<StackOptions> = {},
  /** a database of an earlier run (a benchmark's generated tenant): used as it is and kept */
  existingAdminUrl?: string,
  /** the processes to start (all by default) */
  only: readonly ProcessName[] = START_ORDER,
): Promise<TestStack> {
  const db = existingAdminUrl
    ? { adminUrl: existingAdminUrl, drop: () => Promise.resolve() }
    : await testDatabase(label);
  if (!existingAdminUrl) {
    await seedDemo(db.adminUrl);
  }
  const streamPrefix = `t${label.replace(/[^a-z0-9]/gi, '')}${randomBytes(4).toString('hex')}`;
  const jwtSecret = randomBytes(32).toString('hex');
  const shareTokenSecret = randomBytes(32).toString('hex');
  const sandboxPaySecret = randomBytes(32).toString('hex');
  const tmp = join(__dirname, '..', '..', '..', 'tmp');
  const blobDir = join(tmp, 'test-blobs', streamPrefix);
  let stack: Stack;
  try {
    stack = await Stack.start(
      {
        adminUrl: db.adminUrl,
        redisUrl: TEST_REDIS_URL,
        jwtSecret,
        shareTokenSecret,
        sandboxPaySecret,
        ports: await freeStackPorts(),
        streamPrefix,
        blobDir,
        queuePrefix: streamPrefix,
        logDir: join(tmp, 'test-logs', streamPrefix),
        logLevel: 'warn',
        ...overrides,
      },
      only,
    );
  } catch (error) {
    await db.drop();
    await rm(blobDir, { recursive: true, force: true });
    throw error;
  }
  const client = (lang = 'en') => new ApiClient(stack.url('bff'), lang);
  return {
    stack,
    adminUrl: db.adminUrl,
    jwtSecret,
    shareTokenSecret,
    sandboxPaySecret,
    streamPrefix,
    blobDir,
    client,
    async loginAs(who, lang = 'en') {
      const api = client(lang);
      const login = DEMO_LOGINS[who];
      api.token = (
        await api.ok<{ accessToken: string }>('POST', '/sys/user/login', {
          username: login.username,
          password: clientPasswordHash(login.password),
        })
      ).accessToken;
      return api;
    },
    async stop() {
      await stack.stop();
      await db.drop();
      await rm(blobDir, { recursive: true, force: true });
    },
  };
}

/** A free port for every process of a stack (and ingest's internal one). */
export async function freeStackPorts(): Promise<StackOptions['ports']> {
  return {
    identity: await freePort(),
    inventory: await freePort(),
    devices: await freePort(),
    ingest: await freePort(),
    'ingest-internal': await freePort(),
    counting: await freePort(),
    'recognition-worker': await freePort(),
    orders: await freePort(),
    sawing: await freePort(),
    billing: await freePort(),
    bff: await freePort(),
  };
}
