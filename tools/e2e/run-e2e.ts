import { AlipayServer, startStorySystem, startWebSystem, TEST_REDIS_URL } from '@timber/testing';
import { spawn } from 'node:child_process';
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

/** `backend`: for the tests that set up (or read) what no screen can (E2E_ADMIN_URL, E2E_REDIS_URL, E2E_STREAM_PREFIX). */
function vitest(baseUrl: string, backend?: Backend): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--config',
      'apps/web/e2e/vitest.config.mts',
      ...process.argv.slice(2),
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
  const alipay = await new AlipayServer().start();
  // billing's notify URL as in production; the cashier reaches its host through the web app's proxy
  const system = await startWebSystem(process.env.E2E_LABEL ?? 'e2e', {
    env: { billing: alipay.billingEnv('https://timber.example.com/api/zfPay/notify/alipay') },
  }).catch(async (error: unknown) => {
    await alipay.close();
    throw error;
  });
  alipay.notifyOrigin = system.baseUrl;
  console.log(`browser tests against ${system.baseUrl}`);
  // a second system as `npm start` leaves a fresh clone (the demo story), on the same built app
  const label = process.env.E2E_LABEL ?? 'e2e';
  const story = await startStorySystem(
    `${label}-story`,
    join(ROOT, 'tmp', `web-${label}`),
    deviceSheetsChapter(),
  ).catch(async (error: unknown) => {
    await system.stop();
    await alipay.close();
    throw error;
  });
  console.log(`the demo story in ${story.storySeconds.toFixed(1)} s, served at ${story.baseUrl}`);
  try {
    return await vitest(system.baseUrl, {
      adminUrl: system.backend.adminUrl,
      redisUrl: TEST_REDIS_URL,
      streamPrefix: system.backend.streamPrefix,
      alipayUrl: alipay.origin,
      storyUrl: story.baseUrl,
    });
  } finally {
    await story.stop();
    await system.stop();
    await alipay.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
