// Browser tests of the web app: Chromium through playwright-core against a running system.
// E2E_BASE_URL is the web app's address (the system tests' global setup sets it).
// The root is the workspace, so reporters' output files land where the test command reads them.
// The workspace's path aliases resolve as in the app (`@timber/volume` to check volumes).
import { fileURLToPath } from 'node:url';
import tsconfigPaths from 'vite-tsconfig-paths';
import { defineConfig } from 'vitest/config';

const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));

export default defineConfig({
  root: workspaceRoot,
  plugins: [tsconfigPaths({ root: workspaceRoot })],
  test: {
    name: 'web-e2e',
    include: ['apps/web/e2e/**/*.e2e-spec.ts'],
    environment: 'node',
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // expect.poll waits as long as Playwright's own waits do by default: vitest's 1 s is shorter
    // than one list refetch on a loaded 2-core CI machine, and made every poll a possible flake.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
