// Grafana dashboards of the timber back office, made from one template: one per process (what it
// exports: HTTP, consumers, outbox, database pools, queues, detector, Node) and one of the whole
// system. `npm run observability:generate` writes them under deploy/observability/grafana; a test
// checks the committed files are this output. Metric names: docs/operations.md#metrics.
import { START_ORDER, type ProcessName } from '@timber/testing';

/** What a process exports beyond Node's own metrics, and so which rows its dashboard has. */
type Section = 'http' | 'events' | 'outbox' | 'db' | 'queue' | 'detector';

/**
 * The sections of each process: the BFF answers HTTP and holds no database; each service answers
 * HTTP, consumes events, publishes through its outbox and has its pools; counting also adds the
 * recognition jobs, which the worker runs through the detector.
 */
const SERVICE: readonly Section[] = ['http', 'events', 'outbox', 'db'];
export const PROCESS_SECTIONS: Readonly<Record<ProcessName, readonly Section[]>> = {
  bff: ['http'],
  identity: SERVICE,
  inventory: SERVICE,
  devices: SERVICE,
  ingest: SERVICE,
  counting: [...SERVICE, 'queue'],
  'recognition-worker': ['queue', 'detector'],
  orders: SERVICE,
  sawing: SERVICE,
  billing: SERVICE,
};

const DATASOURCE = { type: 'prometheus', uid: '${datasource}' };

interface Query {
  expr: string;
  legend: string;
}
interface PanelSpec {
  title: string;
  unit: string;
  queries: Query[];
  description?: string;
}
interface RowSpec {
  title: string;
  panels: PanelSpec[];
}

const q = (expr: string, legend: string): Query => ({ expr, legend });
const panel = (title: string, unit: string, ...queries: Query[]): PanelSpec => ({ title, unit, queries });
const selector = (labels: string): string => (labels ? `{${labels}}` : '');
/** The per-second rate over 5 minutes of a counter, summed by `by`. */
const rateBy = (by: string, metric: string, labels = ''): string =>
  `sum by (${by}) (rate(${metric}${selector(labels)}[5m]))`;
/** A quantile of a histogram over 5 minutes, by `by`. */
const quantileBy = (quantile: number, by: string, metric: string, labels = ''): string =>
  `histogram_quantile(${quantile}, sum by (le, ${by}) (rate(${metric}_bucket${selector(labels)}[5m])))`;

/** The rows of one process's dashboard, every query restricted to its job. */
function processRows(job: ProcessName): RowSpec[] {
  const j = `job="${job}"`;
  const rows: Record<Section, RowSpec> = {
    http: {
      title: 'HTTP',
      panels: [
        panel('Requests by route', 'reqps', q(rateBy('route', 'http_requests_total', j), '{{route}}')),
        panel(
          'Server errors (5xx share) by route',
          'percentunit',
          q(
            `${rateBy('route', 'http_requests_total', `${j},status=~"5.."`)} / ${rateBy('route', 'http_requests_total', j)}`,
            '{{route}}',
          ),
        ),
        panel(
          'p95 duration by route',
          's',
          q(quantileBy(0.95, 'route', 'http_request_duration_seconds', j), '{{route}}'),
        ),
        panel('Answers by status', 'reqps', q(rateBy('status', 'http_requests_total', j), '{{status}}')),
      ],
    },
    events: {
      title: 'Event consumers',
      panels: [
        {
          ...panel(
            'Lag by group and topic',
            'short',
            // reported by each topic's publisher: the process's own groups are named after it
            q(`max by (group, topic) (events_consumer_lag{group=~"${job}\\\\..+"})`, '{{group}} ← {{topic}}'),
          ),
          description:
            "Events of the topic the process's group has not handled yet (reported by the topic's publisher)",
        },
        panel(
          'Handled and retried',
          'ops',
          q(rateBy('group', 'events_handled_total', j), 'handled {{group}}'),
          q(rateBy('group', 'events_retried_total', j), 'retried {{group}}'),
        ),
        panel(
          'Dead-lettered (last hour)',
          'short',
          q(
            `sum by (group, reason) (increase(events_dead_lettered_total{${j}}[1h]))`,
            '{{group}} {{reason}}',
          ),
        ),
        panel(
          'Handler p95 duration',
          's',
          q(quantileBy(0.95, 'group', 'events_handler_duration_seconds', j), '{{group}}'),
        ),
        panel(
          'Inbox duplicates dropped',
          'ops',
          q(rateBy('group', 'events_inbox_duplicates_total', j), '{{group}}'),
        ),
      ],
    },
    outbox: {
      title: 'Outbox',
      panels: [
        panel(
          'Backlog (rows not yet published)',
          'short',
          q(`max by (service) (outbox_backlog{${j}})`, '{{service}}'),
        ),
        {
          ...panel(
            'Age of the oldest row',
            's',
            q(`max by (service) (outbox_oldest_age_seconds{${j}})`, '{{service}}'),
          ),
          description: 'Over 60 s fires OutboxStuck',
        },
        panel('Published', 'ops', q(rateBy('service', 'outbox_published_total', j), '{{service}}')),
      ],
    },
    db: {
      title: 'Database pools',
      panels: [
        panel(
          'Connections in use and idle',
          'short',
          q(`sum by (pool) (db_pool_connections_in_use{${j}})`, 'in use {{pool}}'),
          q(`sum by (pool) (db_pool_connections_idle{${j}})`, 'idle {{pool}}'),
        ),
        panel(
          'Queries waiting for a connection',
          'short',
          q(`sum by (pool) (db_pool_requests_waiting{${j}})`, '{{pool}}'),
        ),
      ],
    },
    queue: {
      title: 'Queues (BullMQ)',
      panels: [
        panel('Jobs by state', 'short', q(`max by (queue, state) (queue_jobs{${j}})`, '{{queue}} {{state}}')),
        {
          ...panel(
            'Wait p95 and the oldest waiting job',
            's',
            q(quantileBy(0.95, 'queue', 'queue_job_wait_seconds', j), 'p95 wait {{queue}}'),
            q(`max by (queue) (queue_oldest_waiting_age_seconds{${j}})`, 'oldest {{queue}}'),
          ),
          description: 'Over 120 s for recognition fires RecognitionWaitLong',
        },
        panel(
          'Completed and failed',
          'ops',
          q(rateBy('queue', 'queue_jobs_completed_total', j), 'completed {{queue}}'),
          q(rateBy('queue', 'queue_jobs_failed_total', j), 'failed {{queue}}'),
        ),
      ],
    },
    detector: {
      title: 'Detector',
      panels: [
        panel(
          'Inference p50 and p95',
          's',
          q(quantileBy(0.5, 'input', 'detector_inference_duration_seconds', j), 'p50 {{input}}'),
          q(quantileBy(0.95, 'input', 'detector_inference_duration_seconds', j), 'p95 {{input}}'),
        ),
      ],
    },
  };
  return [
    ...PROCESS_SECTIONS[job].map((section) => rows[section]),
    {
      title: 'Process (Node.js)',
      panels: [
        panel('Up', 'short', q(`up{${j}}`, '{{instance}}')),
        panel('Event-loop lag p99', 's', q(`nodejs_eventloop_lag_p99_seconds{${j}}`, '{{instance}}')),
        panel(
          'Heap used',
          'bytes',
          q(`sum by (instance) (nodejs_heap_size_used_bytes{${j}})`, '{{instance}}'),
        ),
        panel('CPU', 'percentunit', q(`rate(process_cpu_seconds_total{${j}}[5m])`, '{{instance}}')),
        panel('Resident memory', 'bytes', q(`process_resident_memory_bytes{${j}}`, '{{instance}}')),
      ],
    },
  ];
}

/** The rows of the system's dashboard: every process side by side. */
function systemRows(): RowSpec[] {
  return [
    {
      title: 'HTTP, per process',
      panels: [
        panel('Requests', 'reqps', q(rateBy('job', 'http_requests_total'), '{{job}}')),
        {
          ...panel(
            'Server errors (5xx share)',
            'percentunit',
            q(
              `${rateBy('job', 'http_requests_total', 'status=~"5.."')} / ${rateBy('job', 'http_requests_total')}`,
              '{{job}}',
            ),
          ),
          description: 'Over 5 % for 5 minutes fires HighServerErrorRate',
        },
        panel('p95 duration', 's', q(quantileBy(0.95, 'job', 'http_request_duration_seconds'), '{{job}}')),
        panel('Processes up', 'short', q('sum by (job) (up)', '{{job}}')),
      ],
    },
    {
      title: 'Events and outbox',
      panels: [
        {
          ...panel(
            'Consumer lag by group',
            'short',
            q('max by (group, topic) (events_consumer_lag)', '{{group}} ← {{topic}}'),
          ),
          description: 'Growing for 5 minutes fires ConsumerLagGrowing',
        },
        {
          ...panel(
            'Age of the oldest outbox row',
            's',
            q('max by (service) (outbox_oldest_age_seconds)', '{{service}}'),
          ),
          description: 'Over 60 s fires OutboxStuck',
        },
        panel(
          'Dead letters (last hour)',
          'short',
          q('sum by (group, reason) (increase(events_dead_lettered_total[1h]))', '{{group}} {{reason}}'),
        ),
        panel('Events handled', 'ops', q(rateBy('group', 'events_handled_total'), '{{group}}')),
      ],
    },
    {
      title: 'Queues',
      panels: [
        panel(
          'Queue depth by state',
          'short',
          q('max by (queue, state) (queue_jobs)', '{{queue}} {{state}}'),
        ),
        {
          ...panel(
            'Oldest waiting job',
            's',
            q('max by (queue) (queue_oldest_waiting_age_seconds)', '{{queue}}'),
          ),
          description: 'Over 120 s for recognition fires RecognitionWaitLong',
        },
      ],
    },
    {
      title: 'Node.js, per process',
      panels: [
        panel('Event-loop lag p99', 's', q('max by (job) (nodejs_eventloop_lag_p99_seconds)', '{{job}}')),
        panel('Heap used', 'bytes', q('sum by (job) (nodejs_heap_size_used_bytes)', '{{job}}')),
      ],
    },
  ];
}

/** Two panels a line under each row, as Grafana's import expects: ids and grid positions fixed. */
function layout(rows: RowSpec[]): unknown[] {
  const panels: unknown[] = [];
  let id = 1;
  let y = 0;
  for (const row of rows) {
    panels.push({
      type: 'row',
      id: id++,
      title: row.title,
      collapsed: false,
      gridPos: { h: 1, w: 24, x: 0, y },
      panels: [],
    });
    y += 1;
    row.panels.forEach((panel, index) => {
      panels.push({
        type: 'timeseries',
        id: id++,
        title: panel.title,
        ...(panel.description ? { description: panel.description } : {}),
        datasource: DATASOURCE,
        gridPos: { h: 8, w: 12, x: (index % 2) * 12, y: y + Math.floor(index / 2) * 8 },
        fieldConfig: { defaults: { unit: panel.unit }, overrides: [] },
        options: {
          legend: { displayMode: 'list', placement: 'bottom', showLegend: true },
          tooltip: { mode: 'multi', sort: 'desc' },
        },
        targets: panel.queries.map((query, n) => ({
          refId: String.fromCharCode(65 + n),
          datasource: DATASOURCE,
          expr: query.expr,
          legendFormat: query.legend,
        })),
      });
    });
    y += Math.ceil(row.panels.length / 2) * 8;
  }
  return panels;
}

/** A dashboard importable into any Grafana: its Prometheus is a variable chosen on import and after. */
function dashboard(uid: string, title: string, description: string, rows: RowSpec[]): object {
  return {
    uid,
    title,
    description,
    tags: ['timber'],
    editable: true,
    schemaVersion: 39,
    version: 1,
    refresh: '30s',
    time: { from: 'now-6h', to: 'now' },
    timezone: 'browser',
    annotations: { list: [] },
    links: [
      {
        title: 'timber dashboards',
        type: 'dashboards',
        tags: ['timber'],
        asDropdown: true,
        includeVars: true,
      },
    ],
    templating: {
      list: [
        {
          name: 'datasource',
          label: 'Prometheus',
          type: 'datasource',
          query: 'prometheus',
          current: {},
          hide: 0,
          refresh: 1,
          regex: '',
          options: [],
        },
      ],
    },
    panels: layout(rows),
  };
}

export const SYSTEM_DASHBOARD = 'deploy/observability/grafana/system.json';
export const processDashboardPath = (job: ProcessName): string =>
  `deploy/observability/grafana/services/${job}.json`;

/** Every dashboard, by its path in the repository. */
export function dashboards(): Map<string, object> {
  const all = new Map<string, object>([
    [
      SYSTEM_DASHBOARD,
      dashboard(
        'timber-system',
        'timber / system',
        'The whole back office: every process side by side (issue 38)',
        systemRows(),
      ),
    ],
  ]);
  for (const job of START_ORDER) {
    all.set(
      processDashboardPath(job),
      dashboard(
        `timber-${job}`,
        `timber / ${job}`,
        `The ${job} process (Prometheus job "${job}")`,
        processRows(job),
      ),
    );
  }
  return all;
}

/** Every PromQL expression of the dashboards, to be checked by promtool. */
export function dashboardQueries(): string[] {
  const queries = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'expr' && typeof inner === 'string') {
          queries.add(inner);
        } else {
          visit(inner);
        }
      }
    }
  };
  dashboards().forEach(visit);
  return [...queries];
}
