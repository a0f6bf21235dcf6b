// Browser tests of the web app: Chromium through playwright-core against a running system.
// E2E_BASE_URL is the web app's address (the global setup of the system tests sets it).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'web-e2e',
    include: ['**/*.e2e-spec.ts'],
    environment: 'node',
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
