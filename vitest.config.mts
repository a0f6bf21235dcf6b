// One Vitest configuration for the workspace: every Nx project is a Vitest project, run with
// `vitest run --project <name>`. SWC compiles TypeScript so Nest's decorator metadata exists in tests.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import swc from 'unplugin-swc';
import tsconfigPaths from 'vite-tsconfig-paths';
import { defineConfig } from 'vitest/config';

const serverProject = (name: string, root: string) => ({
  plugins: [tsconfigPaths({ root: import.meta.dirname }), swc.vite({ module: { type: 'es6' } })],
  test: {
    name,
    root: import.meta.dirname,
    include: [`${root}/**/*.spec.ts`, `${root}/**/*.int-spec.ts`],
    exclude: ['**/node_modules/**', KAFKA_SUITES],
    environment: 'node',
    testTimeout: 30_000,
    // a suite's beforeAll clones a database and starts a service (or the whole system) while other
    // forks do the same on the same cores
    hookTimeout: 120_000,
    pool: 'forks' as const,
  },
});

/** The suites that need a Kafka broker: they run in the `kafka` project, which starts one. */
const KAFKA_SUITES = '**/*.kafka.int-spec.ts';

/**
 * Every Kafka suite of the workspace, in one project whose global setup starts a real broker
 * (libs/testing/src/kafka-global-setup.ts: the jars of tools/kafka/pom.xml) only when one of them
 * runs, or uses the cluster KAFKA_BROKERS names.
 */
const kafkaProject = () => {
  const project = serverProject('kafka', '.');
  return {
    ...project,
    test: {
      ...project.test,
      include: [`{apps,libs,tools}/${KAFKA_SUITES}`],
      exclude: ['**/node_modules/**'],
      globalSetup: ['libs/testing/src/kafka-global-setup.ts'],
    },
  };
};

/**
 * Test files run in parallel forks. Much of a suite's time is spent waiting on PostgreSQL, Redis,
 * Chromium or a service's event loop, and Vitest's default (one fork per core but one) ran a 2-core
 * CI machine's suites one after another with one core idle much of the time (each suite has its
 * own cloned database and stream prefix, so suites never share state). VITEST_MAX_WORKERS overrides it.
 */
const maxWorkers = Number(process.env['VITEST_MAX_WORKERS'] ?? Math.max(2, availableParallelism() - 1));

export default defineConfig({
  test: {
    maxWorkers,
    minWorkers: 1,
    projects: [
      serverProject('auth', 'libs/auth'),
      serverProject('contracts', 'libs/contracts'),
      serverProject('db', 'libs/db'),
      serverProject('events', 'libs/events'),
      serverProject('exports', 'libs/exports'),
      serverProject('i18n', 'libs/i18n'),
      serverProject('nest-kit', 'libs/nest-kit'),
      serverProject('volume', 'libs/volume'),
      serverProject('handwriting', 'libs/handwriting'),
      serverProject('handwriting-reader', 'libs/handwriting-reader'),
      serverProject('telemetry', 'libs/telemetry'),
      serverProject('blob-store', 'libs/blob-store'),
      serverProject('log-detector', 'libs/log-detector'),
      serverProject('identity', 'apps/identity'),
      serverProject('inventory', 'apps/inventory'),
      serverProject('devices', 'apps/devices'),
      serverProject('ingest', 'apps/ingest'),
      serverProject('counting', 'apps/counting'),
      serverProject('orders', 'apps/orders'),
      serverProject('sawing', 'apps/sawing'),
      serverProject('billing', 'apps/billing'),
      serverProject('recognition-worker', 'apps/recognition-worker'),
      serverProject('bff', 'apps/bff'),
      serverProject('tools', 'tools'),
      kafkaProject(),
      ...(existsSync('apps/web/vitest.config.mts') ? ['apps/web/vitest.config.mts'] : []),
    ],
  },
});
