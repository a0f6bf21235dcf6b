import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { type ChildServer, childServerReady } from './child-server';
import { type ProcessName } from './stack';

const ROOT = join(__dirname, '..', '..', '..');
/** The alert rules: the ones the k8s PrometheusRule is generated from (deploy/observability/README.md). */
export const ALERT_RULES = join(ROOT, 'deploy', 'observability', 'prometheus', 'alerts.yaml');

/**
 * The internal port each process serves its metrics on (`GET /metrics`, METRICS_PORT) when it is
 * left its default, as `npm start` leaves it: the one table the local Prometheus' scrape
 * configuration, start's port check and its banner read. Each app's config schema declares the
 * same default (tools/deploy checks that they agree).
 */
export const METRICS_PORTS: Readonly<Record<ProcessName, number>> = {
  bff: 9400,
  identity: 9401,
  inventory: 9402,
  devices: 9403,
  ingest: 9404,
  counting: 9405,
  'recognition-worker': 9406,
  orders: 9407,
  billing: 9408,
  sawing: 9409,
};

export interface PrometheusOptions {
  /** the port its UI and API listen on, on 127.0.0.1 */
  port: number;
  /** where its configuration, data and log go (created); the data survive a restart */
  dir: string;
  /** the metrics port of each process to scrape, by job name (the process's name) */
  targets: Readonly<Record<string, number>>;
  /** the alert rule files it loads */
  ruleFiles: readonly string[];
}

/**
 * The local Prometheus' configuration: one job per process, named as the process (the label the
 * alert rules and dashboards group by), scraping its metrics port on 127.0.0.1 every 15 s (the
 * interval alerts.test.yaml evaluates at), with the alert rules loaded. No Alertmanager: firing
 * alerts are seen on its /alerts page.
 */
export function prometheusConfig(options: Pick<PrometheusOptions, 'targets' | 'ruleFiles'>): string {
  const config = {
    global: { scrape_interval: '15s', evaluation_interval: '15s' },
    rule_files: [...options.ruleFiles],
    scrape_configs: Object.entries(options.targets).map(([job, port]) => ({
      job_name: job,
      metrics_path: '/metrics',
      static_configs: [{ targets: [`127.0.0.1:${port}`] }],
    })),
  };
  return `# written by libs/testing/src/prometheus-server.ts (npm start)\n${stringify(config)}`;
}

/** Debian's Prometheus (scripts/lib.sh ensure_prometheus): PROMETHEUS_PATH, else the one on PATH. */
const prometheusBinary = (): string => process.env['PROMETHEUS_PATH'] ?? 'prometheus';

export type PrometheusServer = ChildServer;

/**
 * Prometheus in the foreground, a child of this process, with prometheusConfig's configuration
 * written to `dir`, its time series under `dir`/data and its log in `dir`/prometheus.log.
 * Resolves once it is ready (`/-/ready`).
 */
export async function startPrometheus(options: PrometheusOptions): Promise<PrometheusServer> {
  mkdirSync(join(options.dir, 'data'), { recursive: true });
  const config = join(options.dir, 'prometheus.yml');
  writeFileSync(config, prometheusConfig(options));
  // it logs to stderr only: kept in prometheus.log, the last lines also for the error of a failed start
  const log = createWriteStream(join(options.dir, 'prometheus.log'));
  const child = spawn(
    prometheusBinary(),
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(options.dir, 'data')}`,
      '--storage.tsdb.retention.time=7d',
      `--web.listen-address=127.0.0.1:${options.port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log.write(chunk);
    errors = (errors + chunk.toString()).slice(-4000);
  });
  child.once('exit', () => log.end());
  return childServerReady(child, {
    name: 'Prometheus',
    url: `http://127.0.0.1:${options.port}`,
    probe: '/-/ready',
    timeoutMs: 30_000,
    everyMs: 100,
    notStarted: (error) =>
      `Prometheus did not start (${error.message}): install Debian's prometheus (scripts/lib.sh ensure_prometheus)`,
    exited: (code) => `Prometheus exited with ${code}: ${errors.trim()}`,
  });
}
