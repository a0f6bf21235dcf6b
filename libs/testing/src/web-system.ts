import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port';
import { type StackOptions } from './stack';
import { startTestStack, type TestStack } from './test-stack';

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
 * production and served by `vite preview` (which proxies /api to this backend's BFF).
 */
export async function startWebSystem(
  label = 'e2e',
  /** e.g. `env.billing` with a payment provider's configuration */
  overrides: Partial<StackOptions> = {},
): Promise<WebSystem> {
  const outDir = join(ROOT, 'tmp', `web-${label}`);
  const build = spawnSync(
    process.execPath,
    [VITE, 'build', '--config', CONFIG, '--outDir', outDir, '--logLevel', 'error'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) {
    throw new Error('the web app did not build');
  }
  const backend = await startTestStack(label, overrides);
  const port = await freePort();
  const web: ChildProcess = spawn(
    process.execPath,
    [VITE, 'preview', '--config', CONFIG, '--outDir', outDir],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        WEB_PORT: String(port),
        BFF_URL: backend.stack.url('bff').replace(/\/api$/, ''),
      },
      stdio: 'ignore',
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) {
        break;
      }
    } catch {
      // not serving yet
    }
    if (Date.now() > deadline || web.exitCode !== null) {
      web.kill();
      await backend.stop();
      throw new Error('the web preview server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    backend,
    async stop() {
      const exited = new Promise((resolve) => web.once('exit', resolve));
      web.kill('SIGTERM');
      await exited;
      await backend.stop();
    },
  };
}
