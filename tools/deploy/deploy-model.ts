// What the deployment check knows of the repository (the apps and the parsed deployment files)
// and the conventions the deployment follows.
import type { KafkaTopicSpec } from '@timber/events';

export interface EnvSchema {
  /** every variable the app's config schema reads */
  keys: string[];
  /** those without a default (the process refuses to start without them) */
  required: string[];
}

interface AppBase {
  name: string;
  port: number;
  /** a second port of the same process for in-cluster callers only (`INTERNAL_PORT`, ingest's) */
  internalPort?: number;
  healthPath: string;
  readyPath: string;
  /** the default of `METRICS_PORT` in its config schema: where it serves `GET /metrics` */
  metricsPort?: number;
}
/** A Node process started from apps/<name>/src/main.ts, serving HTTP on `PORT`. */
export interface ServiceApp extends AppBase {
  kind: 'service';
  env: EnvSchema;
}
/**
 * A Node process started from apps/<name>/src/main.ts that takes no requests (a queue worker):
 * its config schema has a `HEALTH_PORT` default and no `PORT`. `port` is the health server's;
 * it gets a Deployment with probes on it and an HPA on CPU, but no Service.
 */
export interface WorkerApp extends AppBase {
  kind: 'worker';
  env: EnvSchema;
  /**
   * The data service whose schema the worker works on, as that service's own role: the app with
   * a database that shares its `scope:*` project tag (undefined when there is none or several).
   */
  dataService?: string;
}
/** A single-page app built by Vite and served as static files by nginx (Dockerfile target `web`). */
export interface StaticApp extends AppBase {
  kind: 'static';
}
export type BackendApp = ServiceApp | WorkerApp;
export type AppInfo = BackendApp | StaticApp;

export const isBackend = (app: AppInfo): app is BackendApp => app.kind !== 'static';
/** The variable that sets the port the app's probes reach. */
export const portVar = (app: BackendApp): string => (app.kind === 'worker' ? 'HEALTH_PORT' : 'PORT');

export interface K8sObject {
  file: string;
  apiVersion: string;
  kind: string;
  name: string;
  body: Record<string, unknown>;
}

export interface DeploySnapshot {
  apps: AppInfo[];
  /** apps/* folders tagged type:app that the loader could not classify */
  unknownApps: string[];
  /** docker/compose.yaml, merge keys resolved */
  compose: Record<string, unknown>;
  /** every document of every file the kustomization lists */
  k8s: K8sObject[];
  kustomizationResources: string[];
  /** *.yaml files in k8s/ other than kustomization.yaml and *.example.yaml */
  k8sFiles: string[];
  /** k8s/kafka, applied on its own (`kubectl apply -k k8s/kafka`): the Strimzi resources */
  kafka: { objects: K8sObject[]; kustomizationResources: string[]; files: string[] };
  /** libs/events' topic table: what each event topic must be (KAFKA_EVENT_TOPICS) */
  eventTopics: Record<string, KafkaTopicSpec>;
  /** the keys of the Secret `timber-secrets` documented in k8s/secrets.example.yaml */
  documentedSecretKeys: string[];
  dockerfile: string;
  nginxTemplate: string;
  dockerignore: { root: string; docker: string };
  /** libs/db's catalogue: the roles each data service connects as */
  serviceRoles: { service: string; serviceRole: string; relayRole: string }[];
  /** files the deployment refers to and whether they exist */
  migrateEntry: { path: string; exists: boolean };
  /**
   * The event subscriptions of each app (`group` and `topics` of its `*.consumer.ts` files), which
   * its KEDA ScaledObject scales on; `unreadConsumers` lists the consumer files where none was found.
   */
  consumers: Record<string, Subscription[]>;
  unreadConsumers: string[];
  /** deploy/observability/prometheus/alerts.yaml, parsed: what the PrometheusRule must hold */
  alertRules: unknown;
  /** `METRICS_PORTS` of libs/testing: the metrics port of each process when left its default */
  metricsPorts: Record<string, number>;
  /** deploy/sizing.json: what each process needed in the soak, the k8s resources' measure (undefined: no file) */
  sizing: Sizing | undefined;
}

/**
 * What each backend process needed in `npm run bench:soak` at 70 % of the capacity line (issue 42):
 * its highest RSS and the cores it used on average. The k8s requests and limits are checked
 * against it (checkResources).
 */
export interface Sizing {
  /** how, where and when it was measured */
  measured: string;
  processes: Record<string, { peakRssMiB: number; cores: number }>;
}

export interface Subscription {
  group: string;
  topics: string[];
}

export const CONFIG_MAP = 'timber-config';
export const SECRET = 'timber-secrets';
export const IMAGE_PREFIX = 'timber/';
export const MIGRATE_ENTRY = 'tools/scripts/migrate.ts';
/** The Kafka cluster and its topics: Strimzi resources, a kustomization of their own. */
export const KAFKA_DIR = 'k8s/kafka';
/** The only API Strimzi serves since 1.0 (it removed v1beta2). */
export const STRIMZI_API = 'kafka.strimzi.io/v1';
/** The nodes each event (and each group's offset) is written to, and how many a write needs. */
export const KAFKA_REPLICATION = 3;
export const KAFKA_MIN_IN_SYNC = 2;
/** The probe path of the static web container (docker/nginx/default.conf.template). */
export const STATIC_HEALTH_PATH = '/healthz';
/** Variables that only ever come from a secret. */
export const SECRET_VAR = /SECRET|PASSWORD|DATABASE(_ADMIN)?_URL$/;
/** Variables the images set themselves or that Node reads. */
export const RUNTIME_VARS = new Set(['NODE_ENV', 'NODE_OPTIONS']);
/**
 * Variables every app that reads them must see with one value: a queue or event stream under
 * another prefix is one that nobody else reads (counting adds jobs its workers never see).
 */
export const AGREED_VARS = ['QUEUE_PREFIX', 'EVENT_STREAM_PREFIX'];
export const INFRASTRUCTURE = ['postgres', 'redis', 'kafka'];

export type Report = (message: string) => void;

export const appPorts = (app: AppInfo): number[] =>
  app.internalPort === undefined ? [app.port] : [app.port, app.internalPort];

/**
 * The data service whose schema and roles an app uses: a service its own, a worker its scope's
 * (undefined for a worker without one).
 */
export const dataServiceOf = (app: BackendApp): string | undefined =>
  app.kind === 'worker' ? app.dataService : app.name;
