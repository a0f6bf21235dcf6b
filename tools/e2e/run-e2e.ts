import {
  AlipayServer,
  KafkaCluster,
  startStorySystem,
  startWebSystem,
  TEST_REDIS_URL,
  type WebSystem,
} from '@timber/testing';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deviceSheetsChapter } from '../device-simulator/demo-story-devices';

/**
 * The browser tests against a fresh system: its own database with the demo seed, its own event
 * streams, the web app built for production. Extra arguments go to Vitest. With E2E_BASE_URL set
 * the tests run against that system instead (e.g. `npm start`'s http://127.0.0.1:8080). E2E_LABEL
 * names the build folder and streams, so two runs can go side by side (default `e2e`). The tests
 * learn the system's database as E2E_ADMIN_URL, its Redis and key prefix as E2E_REDIS_URL and
 * E2E_STREAM_PREFIX (what a person reads off a picture, the H5 check code, a test reads there; set
 * them too with E2E_BASE_URL). Billing's Alipay is a local Alipay-shaped server (libs/testing
 * AlipayServer: its cashier page, its signed notifications), whose address the tests learn as
 * E2E_ALIPAY_URL; the sandbox stays on for the other channels. A second system holds the demo
 * story (Demo Timber's three months, as `npm start` makes them) for its acceptance: E2E_STORY_URL.
 * A named part of the acceptance (ON_KAFKA) runs on a third system instead, whose events go through
 * a real Kafka broker; E2E_KAFKA=0 runs it with the rest on Redis Streams, E2E_KAFKA=only runs it
 * alone; a run given spec files runs them on Redis Streams unless E2E_KAFKA says otherwise.
 */
const ROOT = join(__dirname, '..', '..');

/** What the tests may reach behind the screens: the system's database, its Redis and key prefix, the Alipay-shaped server. */
interface Backend {
  adminUrl: string;
  redisUrl: string;
  streamPrefix: string;
  alipayUrl: string;
  /** the second system, with the demo story (E2E_STORY_URL) */
  storyUrl: string;
}

/**
 * What CI also runs on Kafka (issue 36): a device's sheet reaching stock, a photo count becoming a
 * sheet and a charge, a sawing close reaching the live board.
 */
const ON_KAFKA = [
  'apps/web/e2e/device-ingest.e2e-spec.ts',
  'apps/web/e2e/counting-sheet.e2e-spec.ts',
  'apps/web/e2e/billing.e2e-spec.ts',
  'apps/web/e2e/saw-live.e2e-spec.ts',
];

const ARGS = process.argv.slice(2);
const KAFKA_MODE = process.env.E2E_KAFKA ?? (ARGS.some((arg) => arg.endsWith('.e2e-spec.ts')) ? '0' : '1');

/** `backend`: for the tests that set up (or read) what no screen can (E2E_ADMIN_URL, E2E_REDIS_URL, E2E_STREAM_PREFIX). */
function vitest(baseUrl: string, backend?: Backend, args: readonly string[] = ARGS): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--config',
      'apps/web/e2e/vitest.config.mts',
      ...args,
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        ...(backend
          ? {
              E2E_ADMIN_URL: backend.adminUrl,
              E2E_REDIS_URL: backend.redisUrl,
              E2E_STREAM_PREFIX: backend.streamPrefix,
              E2E_ALIPAY_URL: backend.alipayUrl,
              E2E_STORY_URL: backend.storyUrl,
            }
          : {}),
      },
    },
  );
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

async function main(): Promise<number> {
  const given = process.env.E2E_BASE_URL;
  if (given) {
    return vitest(given);
  }
  const label = process.env.E2E_LABEL ?? 'e2e';
  const alipay = await new AlipayServer().start();
  try {
    const onRedis = KAFKA_MODE === 'only' ? 0 : await redisRun(label, alipay);
    const onKafka = KAFKA_MODE === '0' ? 0 : await kafkaRun(label, alipay);
    return Math.max(onRedis, onKafka);
  } finally {
    await alipay.close();
  }
}

/** Billing's Alipay: the notify URL as in production; the cashier reaches its host through the web app's proxy. */
const billingOf = (alipay: AlipayServer) => ({
  billing: alipay.billingEnv('https://timber.example.com/api/zfPay/notify/alipay'),
});

const backendOf = (system: WebSystem, alipay: AlipayServer, storyUrl = ''): Backend => ({
  adminUrl: system.backend.adminUrl,
  redisUrl: TEST_REDIS_URL,
  streamPrefix: system.backend.streamPrefix,
  alipayUrl: alipay.origin,
  storyUrl,
});

/** The browser tests on Redis Streams (ON_KAFKA's files left to kafkaRun), beside a second system with the demo story. */
async function redisRun(label: string, alipay: AlipayServer): Promise<number> {
  const system = await startWebSystem(label, { env: billingOf(alipay) });
  alipay.notifyOrigin = system.baseUrl;
  console.log(`browser tests against ${system.baseUrl}`);
  try {
    // a second system as `npm start` leaves a fresh clone (the demo story), on the same built app
    const story = await startStorySystem(
      `${label}-story`,
      join(ROOT, 'tmp', `web-${label}`),
      deviceSheetsChapter(),
    );
    console.log(`the demo story in ${story.storySeconds.toFixed(1)} s, served at ${story.baseUrl}`);
    try {
      // what runs on Kafka after runs there only: one run of each test is enough, and CI's time counts
      const onRedis = KAFKA_MODE === '1' ? [...ARGS, ...ON_KAFKA.map((file) => `--exclude=${file}`)] : ARGS;
      return await vitest(system.baseUrl, backendOf(system, alipay, story.baseUrl), onRedis);
    } finally {
      await story.stop();
    }
  } finally {
    await system.stop();
  }
}

/** ON_KAFKA on a system whose every process's events go through a real Kafka broker of its own. */
async function kafkaRun(label: string, alipay: AlipayServer): Promise<number> {
  const built = join(ROOT, 'tmp', `web-${label}`);
  const kafka = await KafkaCluster.start();
  try {
    const system = await startWebSystem(
      `${label}-kafka`,
      { env: billingOf(alipay), kafkaBrokers: kafka.brokers },
      existsSync(join(built, 'index.html')) ? built : undefined,
    );
    alipay.notifyOrigin = system.baseUrl;
    console.log(
      `browser tests on Kafka (${kafka.brokers.join(',')}) against ${system.baseUrl}: ${ON_KAFKA.join(' ')}`,
    );
    try {
      // its own JSON report beside the first run's (tmp/results-e2e-kafka.json)
      const args = ARGS.map((arg) =>
        arg.startsWith('--outputFile') ? arg.replace(/\.json$/, '-kafka.json') : arg,
      );
      return await vitest(system.baseUrl, backendOf(system, alipay), [...args, ...ON_KAFKA]);
    } finally {
      await system.stop();
    }
  } finally {
    await kafka.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
