// k8s/: what issue 38 added to each app's manifests — the metrics port and its PodMonitor, who
// scales the app (a CPU HPA, or KEDA on its Kafka lag or queue), its PodDisruptionBudget, the
// resources of every container — and the PrometheusRule generated from the alert rules.
import { RECOGNITION_QUEUE } from '@timber/contracts';
import { isDeepStrictEqual } from 'node:util';
import {
  type AppInfo,
  CONFIG_MAP,
  type DeploySnapshot,
  isBackend,
  type K8sObject,
  type Report,
} from './deploy-model';
import { at, hostPort, isRecord, list, mebibytes, millicores, rec, text } from './manifest-values';
import { selects } from './network-policy-checks';

export const KEDA_API = 'keda.sh/v1alpha1';
export const MONITORING_API = 'monitoring.coreos.com/v1';
/** The container port name every backend serves its metrics on, and the PodMonitors scrape. */
export const METRICS_PORT_NAME = 'metrics';

const find = (s: DeploySnapshot, kind: string, name: string): K8sObject[] =>
  s.k8s.filter((o) => o.kind === kind && o.name === name);

/** The pod template's labels of the app's Deployment. */
const podLabelsOf = (s: DeploySnapshot, app: string): Record<string, unknown> =>
  rec(at(find(s, 'Deployment', app)[0]?.body, 'spec', 'template', 'metadata', 'labels'));

const matchLabelsSelect = (selector: unknown, labels: Record<string, unknown>): boolean => {
  const match = rec(at(selector, 'matchLabels'));
  return Object.keys(match).length > 0 && Object.entries(match).every(([k, v]) => labels[k] === v);
};

function mainContainer(s: DeploySnapshot, app: AppInfo): Record<string, unknown> | undefined {
  const containers = list(
    at(find(s, 'Deployment', app.name)[0]?.body, 'spec', 'template', 'spec', 'containers'),
  ).map(rec);
  return containers.find((c) => c['name'] === app.name) ?? containers[0];
}

/**
 * A backend's metrics: the port it serves them on (its METRICS_PORT set in the Deployment, else
 * its schema's default, else libs/testing's table for a process whose schema does not name one
 * yet) is a container port named `metrics`; a PodMonitor scrapes that port's /metrics on its
 * pods with the app's name as job; a NetworkPolicy lets a monitoring namespace in on it, and
 * nobody else. The schema's default and the table agree.
 */
export function checkMetrics(s: DeploySnapshot, app: AppInfo, problem: Report): void {
  if (!isBackend(app)) {
    return;
  }
  const where = `k8s ${app.name}`;
  const table = s.metricsPorts[app.name];
  if (table === undefined) {
    problem(`${app.name}: no metrics port in METRICS_PORTS (libs/testing/src/prometheus-server.ts)`);
  } else if (app.metricsPort !== undefined && app.metricsPort !== table) {
    problem(
      `${app.name}: METRICS_PORT defaults to ${app.metricsPort} in its config schema, but METRICS_PORTS says ${table}`,
    );
  }
  const container = mainContainer(s, app);
  if (!container) {
    return;
  }
  const env = list(container['env']).find((e) => at(e, 'name') === 'METRICS_PORT');
  const set = text(at(env, 'value'));
  const expected = set !== undefined ? Number(set) : (app.metricsPort ?? table);
  const port = list(container['ports']).find((p) => at(p, 'name') === METRICS_PORT_NAME);
  if (!port) {
    problem(`${where}: no container port named ${METRICS_PORT_NAME} (its metrics, ${expected ?? '?'})`);
  } else if (at(port, 'containerPort') !== expected) {
    problem(
      `${where}: container port ${METRICS_PORT_NAME} is ${text(at(port, 'containerPort')) ?? '?'}, but the app serves its metrics on ${expected ?? '?'}`,
    );
  }

  const labels = podLabelsOf(s, app.name);
  const monitors = s.k8s.filter(
    (o) =>
      (o.kind === 'PodMonitor' || o.kind === 'ServiceMonitor') &&
      matchLabelsSelect(at(o.body, 'spec', 'selector'), labels),
  );
  const scraping = monitors.filter((m) => {
    const endpoints = list(at(m.body, 'spec', m.kind === 'PodMonitor' ? 'podMetricsEndpoints' : 'endpoints'));
    return endpoints.some(
      (e) => at(e, 'port') === METRICS_PORT_NAME && (at(e, 'path') ?? '/metrics') === '/metrics',
    );
  });
  if (scraping.length !== 1) {
    problem(
      `${where}: expected one PodMonitor scraping port ${METRICS_PORT_NAME} (/metrics) of its pods, found ${scraping.length}`,
    );
  }
  for (const monitor of scraping) {
    if (monitor.apiVersion !== MONITORING_API) {
      problem(
        `${where}: ${monitor.kind} ${monitor.name} must be ${MONITORING_API} (is ${monitor.apiVersion})`,
      );
    }
    const jobLabel = text(at(monitor.body, 'spec', 'jobLabel'));
    if (!jobLabel || labels[jobLabel] !== app.name) {
      problem(
        `${where}: ${monitor.kind} ${monitor.name} must take the job from a pod label that is ${app.name} (jobLabel)`,
      );
    }
  }

  const rules = s.k8s
    .filter((o) => o.kind === 'NetworkPolicy' && selects(at(o.body, 'spec', 'podSelector'), app.name))
    .flatMap((o) => list(at(o.body, 'spec', 'ingress')))
    .filter((r) =>
      list(at(r, 'ports')).some((p) => at(p, 'port') === METRICS_PORT_NAME || at(p, 'port') === expected),
    );
  if (rules.length === 0) {
    problem(`${where}: no NetworkPolicy lets Prometheus reach port ${METRICS_PORT_NAME}`);
  }
  const peers = rules.flatMap((r) => list(at(r, 'from')));
  const wide =
    rules.some((r) => list(at(r, 'from')).length === 0) ||
    peers.some(
      (peer) =>
        !isRecord(at(peer, 'namespaceSelector')) ||
        Object.keys(rec(at(peer, 'namespaceSelector'))).length === 0,
    );
  if (wide) {
    problem(
      `${where}: port ${METRICS_PORT_NAME} must answer the monitoring namespace alone, but a NetworkPolicy opens it wider`,
    );
  }
}

/**
 * Who scales the app: exactly one of an autoscaling/v2 HPA (on CPU; checked with the app) and a
 * KEDA ScaledObject, never both (each would set the Deployment's replicas). An app that consumes
 * events is scaled by KEDA, with a Kafka trigger per group and topic it reads (and none other)
 * and, when it answers HTTP, a CPU trigger; the recognition worker on its queue's waiting list.
 */
export function checkScaling(
  s: DeploySnapshot,
  app: AppInfo,
  configData: Map<string, string>,
  problem: Report,
): void {
  const where = `k8s ${app.name}`;
  const hpas = s.k8s.filter(
    (o) => o.kind === 'HorizontalPodAutoscaler' && at(o.body, 'spec', 'scaleTargetRef', 'name') === app.name,
  );
  const scaled = s.k8s.filter(
    (o) => o.kind === 'ScaledObject' && at(o.body, 'spec', 'scaleTargetRef', 'name') === app.name,
  );
  // an HPA of the app's name counts even when its target is broken (checkK8sApp reports that)
  const hpa = hpas.length > 0 || find(s, 'HorizontalPodAutoscaler', app.name).length > 0;
  if (hpa && scaled.length > 0) {
    problem(`${where}: both a HorizontalPodAutoscaler and a KEDA ScaledObject scale it; keep one`);
  }
  if (!hpa && scaled.length === 0) {
    problem(`${where}: neither a HorizontalPodAutoscaler nor a KEDA ScaledObject scales it`);
  }
  const subscriptions = s.consumers[app.name] ?? [];
  const queueWorker = app.kind === 'worker';
  if ((subscriptions.length > 0 || queueWorker) && scaled.length === 0) {
    problem(
      `${where}: ${queueWorker ? 'a queue worker' : 'an event consumer'} is scaled by KEDA on its ${queueWorker ? 'queue' : 'Kafka lag'} (a ScaledObject), not by CPU alone`,
    );
  }
  for (const object of scaled) {
    if (object.apiVersion !== KEDA_API) {
      problem(`${where}: ScaledObject must be ${KEDA_API} (is ${object.apiVersion})`);
    }
    const min = at(object.body, 'spec', 'minReplicaCount');
    const max = at(object.body, 'spec', 'maxReplicaCount');
    if (typeof min !== 'number' || typeof max !== 'number' || min < 1 || min > max) {
      problem(`${where}: ScaledObject needs 1 <= minReplicaCount <= maxReplicaCount`);
    }
    const triggers = list(at(object.body, 'spec', 'triggers'));
    const prefix = configData.get('EVENT_STREAM_PREFIX') ?? '';
    const brokers = configData.get('KAFKA_BROKERS') ?? '';
    const wanted = new Set(
      subscriptions.flatMap((sub) => sub.topics.map((t) => `${prefix}.${sub.group} ${prefix}.${t}`)),
    );
    const kafka = triggers.filter((t) => at(t, 'type') === 'kafka');
    const found = new Set<string>();
    for (const trigger of kafka) {
      const key = `${text(at(trigger, 'metadata', 'consumerGroup')) ?? '?'} ${text(at(trigger, 'metadata', 'topic')) ?? '?'}`;
      found.add(key);
      if (!wanted.has(key)) {
        problem(`${where}: a Kafka trigger scales on ${key}, a group and topic the app does not consume`);
      }
      if (text(at(trigger, 'metadata', 'bootstrapServers')) !== brokers) {
        problem(
          `${where}: a Kafka trigger's bootstrapServers is not ${CONFIG_MAP}'s KAFKA_BROKERS (${brokers})`,
        );
      }
      if (!/^[1-9]\d*$/.test(text(at(trigger, 'metadata', 'lagThreshold')) ?? '')) {
        problem(`${where}: the Kafka trigger of ${key} needs a lagThreshold`);
      }
    }
    for (const key of wanted) {
      if (!found.has(key)) {
        problem(`${where}: no Kafka trigger scales it on the lag of ${key} (group topic)`);
      }
    }
    if (app.kind === 'service' && !triggers.some((t) => at(t, 'type') === 'cpu')) {
      problem(`${where}: an HTTP service scaled by KEDA needs a cpu trigger too`);
    }
    if (queueWorker) {
      const list_ = `${configData.get('QUEUE_PREFIX') ?? ''}:${RECOGNITION_QUEUE}:wait`;
      const redis = hostPort(configData.get('REDIS_URL') ?? '');
      const onQueue = triggers.some(
        (t) =>
          at(t, 'type') === 'redis' &&
          at(t, 'metadata', 'listName') === list_ &&
          at(t, 'metadata', 'address') === (redis ? `${redis.host}:${redis.port}` : undefined),
      );
      if (!onQueue) {
        problem(
          `${where}: no redis trigger scales it on the queue's waiting list ${list_} at ${CONFIG_MAP}'s REDIS_URL`,
        );
      }
    }
  }
}

/** A PodDisruptionBudget selecting exactly the app's pods: its selector is the Deployment's. */
export function checkDisruptionBudget(s: DeploySnapshot, app: AppInfo, problem: Report): void {
  const where = `k8s ${app.name}`;
  const deployment = find(s, 'Deployment', app.name)[0];
  if (!deployment) {
    return;
  }
  const labels = podLabelsOf(s, app.name);
  const selector = rec(at(deployment.body, 'spec', 'selector', 'matchLabels'));
  const budgets = s.k8s.filter(
    (o) => o.kind === 'PodDisruptionBudget' && matchLabelsSelect(at(o.body, 'spec', 'selector'), labels),
  );
  if (budgets.length !== 1) {
    problem(`${where}: expected one PodDisruptionBudget selecting its pods, found ${budgets.length}`);
  }
  for (const budget of budgets) {
    if (budget.apiVersion !== 'policy/v1') {
      problem(`${where}: PodDisruptionBudget must be policy/v1 (is ${budget.apiVersion})`);
    }
    if (!isDeepStrictEqual(rec(at(budget.body, 'spec', 'selector', 'matchLabels')), selector)) {
      problem(`${where}: the PodDisruptionBudget's selector is not the Deployment's`);
    }
    const spec = rec(at(budget.body, 'spec'));
    if ((spec['maxUnavailable'] === undefined) === (spec['minAvailable'] === undefined)) {
      problem(`${where}: the PodDisruptionBudget needs one of maxUnavailable and minAvailable`);
    }
  }
  for (const budget of s.k8s.filter((o) => o.kind === 'PodDisruptionBudget')) {
    if (
      !s.k8s.some(
        (o) =>
          o.kind === 'Deployment' &&
          matchLabelsSelect(
            at(budget.body, 'spec', 'selector'),
            rec(at(o.body, 'spec', 'template', 'metadata', 'labels')),
          ),
      )
    ) {
      problem(`k8s: PodDisruptionBudget ${budget.name} selects no Deployment's pods`);
    }
  }
}

/** Every container of every workload requests and limits both CPU and memory. */
export function checkResources(s: DeploySnapshot, problem: Report): void {
  for (const workload of s.k8s.filter((o) => ['Deployment', 'Job', 'StatefulSet'].includes(o.kind))) {
    const spec = at(workload.body, 'spec', 'template', 'spec');
    for (const container of [...list(at(spec, 'initContainers')), ...list(at(spec, 'containers'))]) {
      const missing = ['requests', 'limits'].flatMap((kind) =>
        ['cpu', 'memory']
          .filter((resource) => !text(at(container, 'resources', kind, resource)))
          .map((resource) => `${kind}.${resource}`),
      );
      if (missing.length > 0) {
        problem(
          `k8s ${workload.kind} ${workload.name}: container ${text(at(container, 'name')) ?? '?'} has no ${missing.join(', ')}`,
        );
      }
    }
  }
  checkSizing(s, problem);
}

/** A memory limit's headroom over the soak's peak RSS: GC's sawtooth, a burst of uploads, a slow hour. */
export const MEMORY_LIMIT_HEADROOM = 1.5;

/**
 * Each backend app's resources against what it needed in the soak (deploy/sizing.json, issue 42):
 * its memory request at least its peak RSS and its limit MEMORY_LIMIT_HEADROOM times that, so the
 * pod is neither placed where it cannot fit nor killed at its measured peak; its CPU request at
 * least the cores it used at 70 % of the capacity line, so that the HPA (70 % of the request)
 * adds a replica before one reaches that load.
 */
function checkSizing(s: DeploySnapshot, problem: Report): void {
  if (!s.sizing) {
    problem(
      'deploy/sizing.json is missing: the k8s resources have no measure (npm run bench:soak writes it)',
    );
    return;
  }
  for (const app of s.apps.filter(isBackend)) {
    const measured = s.sizing.processes[app.name];
    const [deployment] = find(s, 'Deployment', app.name);
    const container = at(deployment?.body, 'spec', 'template', 'spec', 'containers', 0);
    if (!measured || !deployment) {
      problem(`k8s ${app.name}: not measured in deploy/sizing.json`);
      continue;
    }
    const resource = (kind: string, name: string) => text(at(container, 'resources', kind, name));
    const memoryRequest = mebibytes(resource('requests', 'memory')) ?? 0;
    const memoryLimit = mebibytes(resource('limits', 'memory')) ?? 0;
    const cpuRequest = millicores(resource('requests', 'cpu')) ?? 0;
    const peak = Math.ceil(measured.peakRssMiB);
    if (memoryRequest < peak) {
      problem(
        `k8s ${app.name}: memory request ${resource('requests', 'memory')} is under its peak RSS in the soak (${peak} MiB)`,
      );
    }
    if (memoryLimit < Math.ceil(peak * MEMORY_LIMIT_HEADROOM)) {
      problem(
        `k8s ${app.name}: memory limit ${resource('limits', 'memory')} leaves under ${MEMORY_LIMIT_HEADROOM}x its peak RSS in the soak (${peak} MiB)`,
      );
    }
    const cores = Math.ceil(measured.cores * 1000);
    if (cpuRequest < cores) {
      problem(
        `k8s ${app.name}: cpu request ${resource('requests', 'cpu')} is under what it used in the soak (${cores}m)`,
      );
    }
  }
}

/**
 * The PrometheusRule: one, holding exactly deploy/observability/prometheus/alerts.yaml's groups
 * (it is generated from them); and the pod restart alert watches the containers of every app.
 */
export function checkPrometheusRule(s: DeploySnapshot, problem: Report): void {
  const rules = s.k8s.filter((o) => o.kind === 'PrometheusRule');
  if (rules.length !== 1) {
    problem(`k8s: expected one PrometheusRule (the alert rules), found ${rules.length}`);
  }
  for (const rule of rules) {
    if (rule.apiVersion !== MONITORING_API) {
      problem(`k8s: PrometheusRule ${rule.name} must be ${MONITORING_API}`);
    }
    if (!isDeepStrictEqual(rule.body['spec'], s.alertRules)) {
      problem(
        `k8s: PrometheusRule ${rule.name} differs from deploy/observability/prometheus/alerts.yaml (npm run observability:generate)`,
      );
    }
  }
  const restarts = list(at(s.alertRules, 'groups'))
    .flatMap((g) => list(at(g, 'rules')))
    .find((r) => at(r, 'alert') === 'PodRestarting');
  const watched = /container=~"([^"]*)"/.exec(text(at(restarts, 'expr')) ?? '')?.[1]?.split('|') ?? [];
  const deployed = s.apps.map((a) => a.name);
  if (!isDeepStrictEqual([...watched].sort(), [...deployed].sort())) {
    problem(
      `alerts.yaml: PodRestarting watches the containers ${watched.join('|') || 'none'}, the apps are ${deployed.join('|')}`,
    );
  }
}
