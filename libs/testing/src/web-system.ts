import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DEMO_TRIAL_ACCOUNT } from './demo-seed';
import { freePort } from './free-port';
import { type StackOptions } from './stack';
import { startTestStack, type TestStack } from './test-stack';
import { startWebServer } from './web-server';

const ROOT = join(__dirname, '..', '..', '..');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const CONFIG = join(ROOT, 'apps', 'web', 'vite.config.mts');

export interface WebSystem {
  /** the web app's address, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  backend: TestStack;
  stop(): Promise<void>;
}

/**
 * The whole system for browser tests: the backend of startTestStack plus the web app built for
 * production and served as users get it, by nginx with the containers' configuration (which
 * proxies /api to this backend's BFF; see web-server.ts).
 */
export async function startWebSystem(
  label = 'e2e',
  /** e.g. `env.billing` with a payment provider's configuration */
  overrides: Partial<StackOptions> = {},
  /** the folder of a web app another system built (it is built into tmp/web-<label> when absent) */
  builtApp?: string,
): Promise<WebSystem> {
  const outDir = builtApp ?? join(ROOT, 'tmp', `web-${label}`);
  if (!builtApp) {
    const build = spawnSync(
      process.execPath,
      [VITE, 'build', '--config', CONFIG, '--outDir', outDir, '--logLevel', 'error'],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (build.status !== 0) {
      throw new Error('the web app did not build');
    }
  }
  // the login page's free trial is offered, as under `npm start` (the seed has its user)
  const backend = await startTestStack(label, {
    ...overrides,
    env: {
      ...overrides.env,
      identity: { TRIAL_ACCOUNT: DEMO_TRIAL_ACCOUNT, ...overrides.env?.identity },
    },
  });
  const web = await startWebServer({
    port: await freePort(),
    root: outDir,
    bffUpstream: new URL(backend.stack.url('bff')).host,
    dir: join(ROOT, 'tmp', `nginx-${label}`),
  }).catch(async (error: unknown) => {
    await backend.stop();
    throw error;
  });
  const baseUrl = web.url;
  return {
    baseUrl,
    backend,
    async stop() {
      await web.stop();
      await backend.stop();
    },
  };
}
