// Static consistency check of the deployment files (docker/, k8s/) against the apps of the
// repository. No Docker engine or cluster runs on the development machines, so this is what
// proves that every app is deployed with the right image, port, probes and environment.
//
// `loadDeploySnapshot()` reads everything once; `checkDeployment()` is a pure function that
// returns the list of problems (empty when consistent), so tests can also run it on broken copies.
import { SERVICE_SCHEMAS } from '@timber/db';
import { KAFKA_EVENT_TOPICS, type KafkaTopicSpec } from '@timber/events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { parseAllDocuments, parse as parseYaml } from 'yaml';

// ---- model -----------------------------------------------------------------------------------

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

const isBackend = (app: AppInfo): app is BackendApp => app.kind !== 'static';
/** The variable that sets the port the app's probes reach. */
const portVar = (app: BackendApp): string => (app.kind === 'worker' ? 'HEALTH_PORT' : 'PORT');

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
}

// ---- conventions -----------------------------------------------------------------------------

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
const SECRET_VAR = /SECRET|PASSWORD|DATABASE(_ADMIN)?_URL$/;
/** Variables the images set themselves or that Node reads. */
const RUNTIME_VARS = new Set(['NODE_ENV', 'NODE_OPTIONS']);
/**
 * Variables every app that reads them must see with one value: a queue or event stream under
 * another prefix is one that nobody else reads (counting adds jobs its workers never see).
 */
const AGREED_VARS = ['QUEUE_PREFIX', 'EVENT_STREAM_PREFIX'];
const INFRASTRUCTURE = ['postgres', 'redis', 'kafka'];

// ---- reading the repository --------------------------------------------------------------------

const readText = (root: string, path: string): string => {
  const full = join(root, path);
  return existsSync(full) ? readFileSync(full, 'utf8') : '';
};

const source = (path: string, text: string): ts.SourceFile =>
  ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);

/** Method names along a chain like `z.coerce.number().int().default(3)`, outermost first. */
function chainMethods(node: ts.Expression): string[] {
  const names: string[] = [];
  let current: ts.Expression = node;
  for (;;) {
    if (ts.isCallExpression(current)) {
      current = current.expression;
    } else if (ts.isPropertyAccessExpression(current)) {
      names.push(current.name.text);
      current = current.expression;
    } else {
      return names;
    }
  }
}

/** The `PORT: z....default(N)` of an object literal, if any. */
function defaultNumber(initializer: ts.Expression): number | undefined {
  let current: ts.Expression = initializer;
  while (ts.isCallExpression(current)) {
    const callee = current.expression;
    const [arg] = current.arguments;
    if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'default' && arg) {
      return ts.isNumericLiteral(arg) ? Number(arg.text.replace(/_/g, '')) : undefined;
    }
    current = ts.isPropertyAccessExpression(callee) ? callee.expression : callee;
  }
  return undefined;
}

/** One entry of a schema's shape, in source order: a property, or `...shape` spread by name. */
type ShapeEntry = { key: string; init: ts.Expression } | { spread: string };

interface SchemaDecl {
  base?: string;
  entries: ShapeEntry[];
}

/**
 * `const positiveInt = (n: number) => z.coerce.number().default(n)` and `const optionalText =
 * z.string().optional()`: helpers and named schemas by name, their bodies.
 */
type Helpers = Map<string, ts.Expression>;

function shapeEntries(shape: ts.Expression, helpers: Helpers): ShapeEntry[] | undefined {
  if (ts.isIdentifier(shape)) {
    return [{ spread: shape.text }];
  }
  if (!ts.isObjectLiteralExpression(shape)) {
    return undefined;
  }
  const entries: ShapeEntry[] = [];
  for (const p of shape.properties) {
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) {
      // a call of a local helper stands for the helper's body (what tells optional from required)
      // and so does a schema named by a local const (`TRIAL_ACCOUNT: optionalText`)
      const init = p.initializer;
      const helper =
        ts.isCallExpression(init) && ts.isIdentifier(init.expression)
          ? helpers.get(init.expression.text)
          : ts.isIdentifier(init)
            ? helpers.get(init.text)
            : undefined;
      entries.push({ key: p.name.text, init: helper ?? init });
    } else if (ts.isSpreadAssignment(p) && ts.isIdentifier(p.expression)) {
      entries.push({ spread: p.expression.text });
    }
  }
  return entries;
}

/**
 * The zod object schemas declared in a file: `const a = z.object({...})`,
 * `const b = a.extend({...})` and plain shapes `const c = { X: z.string(), ... }` that a schema
 * spreads (`...c`), by variable name.
 */
export function zodObjectSchemas(path: string, text: string): Map<string, SchemaDecl> {
  const found = new Map<string, SchemaDecl>();
  const file = source(path, text);
  const helpers: Helpers = new Map();
  const findHelpers = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isArrowFunction(node.initializer) &&
      !ts.isBlock(node.initializer.body)
    ) {
      helpers.set(node.name.text, node.initializer.body);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      // `const optionalText = z.string().optional()...`: a schema a shape names
      helpers.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, findHelpers);
  };
  findHelpers(file);
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isObjectLiteralExpression(init)) {
        const entries = shapeEntries(init, helpers);
        if (entries) {
          found.set(node.name.text, { entries });
        }
      } else if (ts.isCallExpression(init) && ts.isPropertyAccessExpression(init.expression)) {
        const method = init.expression.name.text;
        const target = init.expression.expression;
        const [arg] = init.arguments;
        const entries = arg ? shapeEntries(arg, helpers) : undefined;
        if (entries && (method === 'object' || method === 'extend')) {
          const base = method === 'extend' && ts.isIdentifier(target) ? target.text : undefined;
          found.set(node.name.text, base ? { base, entries } : { entries });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const OPTIONAL_METHODS = new Set(['default', 'optional', 'nullish', 'catch', 'prefault']);

/** The properties of the schema `name`, its `.extend` bases and spread shapes merged in order. */
function flattenSchema(
  schemas: Map<string, SchemaDecl>,
  name: string,
  missing: string[],
  props = new Map<string, ts.Expression>(),
  seen = new Set<string>(),
): Map<string, ts.Expression> {
  const decl = schemas.get(name);
  if (!decl || seen.has(name)) {
    missing.push(name);
    return props;
  }
  seen.add(name);
  if (decl.base) {
    flattenSchema(schemas, decl.base, missing, props, seen);
  }
  for (const entry of decl.entries) {
    if ('spread' in entry) {
      flattenSchema(schemas, entry.spread, missing, props, seen);
    } else {
      props.set(entry.key, entry.init);
    }
  }
  seen.delete(name);
  return props;
}

/** The bases and spread shapes of the schema `name` that none of the read files declares. */
export function unresolvedSchemaParts(schemas: Map<string, SchemaDecl>, name: string): string[] {
  const missing: string[] = [];
  flattenSchema(schemas, name, missing);
  return missing;
}

/**
 * Keys, required keys and the `PORT` and `HEALTH_PORT` defaults of the schema `name`, following
 * `.extend` bases and `...shape` spreads; undefined when a part of it is declared nowhere.
 */
export function resolveEnvSchema(
  schemas: Map<string, SchemaDecl>,
  name: string,
): { env: EnvSchema; port?: number; internalPort?: number; healthPort?: number } | undefined {
  const missing: string[] = [];
  const props = flattenSchema(schemas, name, missing);
  if (missing.length > 0) {
    return undefined;
  }
  const keys = [...props.keys()];
  const required = keys.filter((key) => {
    const initializer = props.get(key);
    return initializer !== undefined && !chainMethods(initializer).some((m) => OPTIONAL_METHODS.has(m));
  });
  const numberDefault = (key: string): number | undefined => {
    const initializer = props.get(key);
    return initializer ? defaultNumber(initializer) : undefined;
  };
  const port = numberDefault('PORT');
  const internalPort = numberDefault('INTERNAL_PORT');
  const healthPort = numberDefault('HEALTH_PORT');
  return {
    env: { keys, required },
    ...(port === undefined ? {} : { port }),
    ...(internalPort === undefined ? {} : { internalPort }),
    ...(healthPort === undefined ? {} : { healthPort }),
  };
}

/** The global route prefix a service's main.ts gives its HTTP app ('' when none). */
export function globalPrefixOf(path: string, text: string): string {
  let prefix = '';
  const stringArg = (arg: ts.Expression | undefined): string | undefined =>
    arg && ts.isStringLiteralLike(arg) ? arg.text : undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const [first, second] = node.arguments;
      if (name === 'createHttpApp') {
        prefix = stringArg(second) ?? prefix;
      } else if (name === 'setGlobalPrefix') {
        prefix = stringArg(first) ?? prefix;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source(path, text));
  return prefix.replace(/^\/+|\/+$/g, '');
}

/**
 * Where the schemas and shapes that apps' config schemas extend or spread are declared: the
 * services' base schema, the blob store's variables and billing's WeChat Pay channel. A schema
 * using a part declared elsewhere is reported (add its file here).
 */
export const SHARED_CONFIG_FILES = [
  'libs/nest-kit/src/service-config.ts',
  'libs/blob-store/src/create-blob-store.ts',
  'apps/billing/src/recharge/providers/wechat/wechat-pay.config.ts',
];

const camelCase = (name: string): string => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function loadApps(root: string, nginxTemplate: string): { apps: AppInfo[]; unknownApps: string[] } {
  const apps: AppInfo[] = [];
  const unknownApps: string[] = [];
  const scopes = new Map<string, string[]>();
  const sharedSchemas = new Map(
    SHARED_CONFIG_FILES.flatMap((file) => [...zodObjectSchemas(file, readText(root, file))]),
  );
  const staticPort = Number(/\blisten\s+(\d+)\s*;/.exec(nginxTemplate)?.[1] ?? Number.NaN);
  for (const dir of readdirSync(join(root, 'apps')).sort()) {
    const projectText = readText(root, `apps/${dir}/project.json`);
    if (!projectText) {
      continue;
    }
    const project = JSON.parse(projectText) as { name?: unknown; tags?: unknown };
    const tags = Array.isArray(project.tags) ? project.tags.filter((t) => typeof t === 'string') : [];
    if (!tags.includes('type:app')) {
      continue;
    }
    const name = typeof project.name === 'string' ? project.name : dir;
    scopes.set(
      name,
      tags.filter((t) => t.startsWith('scope:')),
    );
    const main = `apps/${dir}/src/main.ts`;
    const config = `apps/${dir}/src/config.ts`;
    if (existsSync(join(root, main)) && existsSync(join(root, config))) {
      // the app's schema: <app>ConfigSchema (camel case), else the one *ConfigSchema its config.ts declares
      const own = zodObjectSchemas(config, readText(root, config));
      const candidates = [...own.keys()].filter((key) => key.endsWith('ConfigSchema'));
      const schemaName =
        candidates.find((key) => key.toLowerCase() === `${camelCase(name)}configschema`.toLowerCase()) ??
        (candidates.length === 1 ? candidates[0] : undefined);
      if (!schemaName) {
        unknownApps.push(`${name}: no ${camelCase(name)}ConfigSchema found in ${config}`);
        continue;
      }
      const schemas = new Map([...sharedSchemas, ...own]);
      const resolved = resolveEnvSchema(schemas, schemaName);
      if (!resolved) {
        const missing = unresolvedSchemaParts(schemas, schemaName).join(', ');
        unknownApps.push(
          `${name}: ${schemaName} uses ${missing}, declared neither in ${config} nor in ${SHARED_CONFIG_FILES.join(', ')}`,
        );
        continue;
      }
      const prefix = globalPrefixOf(main, readText(root, main));
      const base = prefix ? `/${prefix}` : '';
      const probes = { healthPath: `${base}/health`, readyPath: `${base}/ready` };
      if (resolved.port !== undefined) {
        const internal = resolved.internalPort === undefined ? {} : { internalPort: resolved.internalPort };
        apps.push({ kind: 'service', name, port: resolved.port, ...internal, ...probes, env: resolved.env });
      } else if (resolved.healthPort !== undefined) {
        apps.push({ kind: 'worker', name, port: resolved.healthPort, ...probes, env: resolved.env });
      } else {
        unknownApps.push(
          `${name}: ${schemaName} has neither a PORT default (a service) nor a HEALTH_PORT default (a worker)`,
        );
      }
    } else if (readdirSync(join(root, 'apps', dir)).some((f) => /^vite\.config\.m?[jt]s$/.test(f))) {
      apps.push({
        kind: 'static',
        name,
        port: staticPort,
        healthPath: STATIC_HEALTH_PATH,
        readyPath: STATIC_HEALTH_PATH,
      });
    } else {
      unknownApps.push(`${name}: neither src/main.ts with src/config.ts nor a Vite config`);
    }
  }
  // a worker works on the schema of the data service of its scope (scope:counting → counting)
  for (const worker of apps) {
    if (worker.kind !== 'worker') {
      continue;
    }
    const shared = scopes.get(worker.name) ?? [];
    const owners = apps.filter(
      (a) =>
        a.kind === 'service' &&
        a.env.keys.includes('DATABASE_URL') &&
        (scopes.get(a.name) ?? []).some((t) => shared.includes(t)),
    );
    if (owners.length === 1 && owners[0]) {
      worker.dataService = owners[0].name;
    }
  }
  return { apps, unknownApps };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The documents of every file a kustomization in `dir` lists, and the YAML files in `dir`. */
function loadKustomization(
  root: string,
  dir: string,
): { objects: K8sObject[]; kustomizationResources: string[]; files: string[] } {
  const kustomization: unknown = parseYaml(readText(root, `${dir}/kustomization.yaml`));
  const resources =
    isRecord(kustomization) && Array.isArray(kustomization['resources'])
      ? kustomization['resources'].filter((r): r is string => typeof r === 'string')
      : [];
  const objects: K8sObject[] = [];
  for (const file of resources) {
    for (const doc of parseAllDocuments(readText(root, `${dir}/${file}`))) {
      if (doc.errors.length > 0) {
        throw new Error(`${dir}/${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
      }
      const body: unknown = doc.toJS();
      if (!isRecord(body)) {
        continue;
      }
      const metadata = isRecord(body['metadata']) ? body['metadata'] : {};
      objects.push({
        file,
        apiVersion: typeof body['apiVersion'] === 'string' ? body['apiVersion'] : '',
        kind: typeof body['kind'] === 'string' ? body['kind'] : '',
        name: typeof metadata['name'] === 'string' ? metadata['name'] : '',
        body,
      });
    }
  }
  const files = existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml' && !/\.example\.ya?ml$/.test(f))
        .sort()
    : [];
  return { objects, kustomizationResources: resources, files };
}

function loadK8s(
  root: string,
): Pick<DeploySnapshot, 'k8s' | 'kustomizationResources' | 'k8sFiles' | 'kafka'> {
  const base = loadKustomization(root, 'k8s');
  return {
    k8s: base.objects,
    kustomizationResources: base.kustomizationResources,
    k8sFiles: base.files,
    kafka: loadKustomization(root, KAFKA_DIR),
  };
}

function documentedSecretKeys(root: string): string[] {
  const example: unknown = parseYaml(readText(root, 'k8s/secrets.example.yaml'));
  const spec = isRecord(example) && isRecord(example['spec']) ? example['spec'] : {};
  const data = Array.isArray(spec['data']) ? spec['data'] : [];
  return data.flatMap((entry) =>
    isRecord(entry) && typeof entry['secretKey'] === 'string' ? [entry['secretKey']] : [],
  );
}

/** Reads the apps, docker/ and k8s/ of the repository at `root`. */
export function loadDeploySnapshot(root: string): DeploySnapshot {
  const nginxTemplate = readText(root, 'docker/nginx/default.conf.template');
  const composeDoc: unknown = parseYaml(readText(root, 'docker/compose.yaml'), { merge: true });
  return {
    ...loadApps(root, nginxTemplate),
    compose: isRecord(composeDoc) ? composeDoc : {},
    ...loadK8s(root),
    eventTopics: { ...KAFKA_EVENT_TOPICS },
    documentedSecretKeys: documentedSecretKeys(root),
    dockerfile: readText(root, 'docker/Dockerfile'),
    nginxTemplate,
    dockerignore: {
      root: readText(root, '.dockerignore'),
      docker: readText(root, 'docker/Dockerfile.dockerignore'),
    },
    serviceRoles: SERVICE_SCHEMAS.map(({ service, serviceRole, relayRole }) => ({
      service,
      serviceRole,
      relayRole,
    })),
    migrateEntry: { path: MIGRATE_ENTRY, exists: existsSync(join(root, MIGRATE_ENTRY)) },
  };
}

// ---- typed access to parsed YAML ---------------------------------------------------------------

const rec = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
const at = (value: unknown, ...path: (string | number)[]): unknown => {
  let current = value;
  for (const key of path) {
    current = typeof key === 'number' ? list(current)[key] : rec(current)[key];
  }
  return current;
};

/** Compose `environment` as a map, whichever of its two forms (map or KEY=VALUE list) is used. */
function composeEnv(service: Record<string, unknown>): Map<string, string> {
  const env = new Map<string, string>();
  const raw = service['environment'];
  if (Array.isArray(raw)) {
    for (const item of raw) {
      const [key, ...rest] = String(item).split('=');
      if (key) {
        env.set(key, rest.join('='));
      }
    }
  } else {
    for (const [key, value] of Object.entries(rec(raw))) {
      env.set(key, text(value) ?? '');
    }
  }
  return env;
}

/** `image: timber/x:${TIMBER_TAG:-0.1.0}` → `timber/x:0.1.0` (the default of the interpolation). */
const composeImage = (value: unknown): string =>
  (text(value) ?? '').replace(/\$\{[A-Z0-9_]+:?-([^}]*)\}/g, '$1');

const imageName = (image: string): string => image.replace(/:[^/:]+$/, '');
const imageTag = (image: string): string => /:([^/:]+)$/.exec(image)?.[1] ?? '';

/** host and port of `http://host:port/...`, `redis://host:port`, `host:port` */
function hostPort(value: string): { host: string; port: number } | undefined {
  const match = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[^@/]*@)?([a-z0-9.-]+):(\d+)/i.exec(value);
  return match?.[1] && match[2] ? { host: match[1], port: Number(match[2]) } : undefined;
}

/**
 * Compose takes secrets from the environment of `docker compose` (`${JWT_SECRET:?...}`): a secret
 * variable must be an interpolation, and a URL may only carry an interpolated password.
 */
function literalSecret(key: string, value: string): boolean {
  if (/SECRET|PASSWORD/.test(key)) {
    return !/^\$\{[A-Z0-9_]+(:?[?-][^}]*)?\}$/.test(value);
  }
  const password = /^[a-z][a-z0-9+.-]*:\/\/[^:@/]*:([^@/]*)@/i.exec(value)?.[1] ?? '';
  return password !== '' && !/^\$\{[A-Z0-9_]+\}$/.test(password);
}

const userOfUrl = (value: string): string | undefined => {
  try {
    return decodeURIComponent(new URL(value).username);
  } catch {
    return undefined;
  }
};

// ---- the checks --------------------------------------------------------------------------------

/** Every inconsistency between the apps and their deployment files, one sentence each. */
export function checkDeployment(s: DeploySnapshot): string[] {
  const problems: string[] = [];
  const problem = (message: string): void => {
    problems.push(message);
  };
  for (const unknown of s.unknownApps) {
    problem(`cannot tell how app ${unknown}`);
  }
  if (s.apps.length === 0) {
    problem('no apps found under apps/*/project.json with tag type:app');
  }
  checkDockerfile(s, problem);
  const services = rec(s.compose['services']);
  checkComposeInfrastructure(s, services, problem);
  checkKustomization(s, problem);
  checkNetworkPolicies(s, problem);

  const appNames = new Set(s.apps.map((a) => a.name));
  const configMaps = s.k8s.filter((o) => o.kind === 'ConfigMap' && o.name === CONFIG_MAP);
  const configData = new Map(
    Object.entries(rec(configMaps[0]?.body['data'])).map(([k, v]) => [k, text(v) ?? ''] as const),
  );
  if (configMaps.length !== 1) {
    problem(`k8s: expected one ConfigMap ${CONFIG_MAP}, found ${configMaps.length}`);
  }
  for (const key of configData.keys()) {
    if (SECRET_VAR.test(key)) {
      problem(`k8s: ConfigMap ${CONFIG_MAP} holds ${key}, which belongs in the Secret ${SECRET}`);
    }
    if (!s.apps.some((a) => isBackend(a) && a.env.keys.includes(key))) {
      problem(`k8s: ConfigMap ${CONFIG_MAP} key ${key} is read by no app's config schema`);
    }
  }
  checkKafka(s, configData, problem);
  if (s.k8s.some((o) => o.kind === 'Secret')) {
    problem('k8s: a Secret is committed; reference timber-secrets instead (see secrets.example.yaml)');
  }

  const imageTags = new Set<string>();
  const agreed = { compose: new AgreedValues('compose'), k8s: new AgreedValues('k8s') };
  for (const app of s.apps) {
    const composeService = services[app.name];
    if (!isRecord(composeService)) {
      problem(`compose: app ${app.name} has no service`);
    }
    const composeImg = isRecord(composeService) ? composeImage(composeService['image']) : '';
    if (isRecord(composeService)) {
      checkComposeApp(s, app, composeService, services, problem);
      if (isBackend(app)) {
        agreed.compose.add(app, composeEnv(composeService));
      }
    }
    const k8sImage = checkK8sApp(s, app, configData, agreed.k8s, problem);
    if (composeImg && k8sImage && composeImg !== k8sImage) {
      problem(`${app.name}: compose image ${composeImg} differs from the k8s image ${k8sImage}`);
    }
    for (const image of [composeImg, k8sImage]) {
      if (image) {
        imageTags.add(imageTag(image));
      }
    }
  }
  agreed.compose.check(problem);
  agreed.k8s.check(problem);
  checkComposeMedia(s, services, problem);
  const migrateImage = checkMigration(s, services, problem);
  if (migrateImage) {
    imageTags.add(imageTag(migrateImage));
  }
  if (imageTags.size > 1) {
    problem(`images carry different tags: ${[...imageTags].sort().join(', ')}`);
  }

  // URLs of one app pointing at another (bff → identity, ...) in the shared ConfigMap
  for (const [key, value] of configData) {
    const target = /^https?:\/\//.test(value) ? hostPort(value) : undefined;
    if (target) {
      checkK8sTarget(s, `ConfigMap ${CONFIG_MAP} ${key}`, target, problem);
    }
  }
  for (const role of s.serviceRoles) {
    if (!appNames.has(role.service)) {
      problem(`libs/db lists data service ${role.service}, which is no app`);
    }
  }
  return problems;
}

type Report = (message: string) => void;

/** The values of AGREED_VARS each app is given (`(default)` when it is not set). */
class AgreedValues {
  private readonly seen = new Map<string, Map<string, string[]>>();

  constructor(private readonly where: string) {}

  add(app: BackendApp, env: { get(key: string): string | undefined }): void {
    for (const key of AGREED_VARS.filter((k) => app.env.keys.includes(k))) {
      const value = env.get(key) ?? '(default)';
      const byValue = this.seen.get(key) ?? new Map<string, string[]>();
      byValue.set(value, [...(byValue.get(value) ?? []), app.name]);
      this.seen.set(key, byValue);
    }
  }

  check(problem: Report): void {
    for (const [key, byValue] of this.seen) {
      if (byValue.size > 1) {
        const values = [...byValue].map(([value, apps]) => `${value} (${apps.join(', ')})`).join(', ');
        problem(`${this.where}: the apps reading ${key} are given different values: ${values}`);
      }
    }
  }
}

/** `media:/var/lib/x:ro` or `{ type: volume, source: media, target: /var/lib/x }` */
function volumeMount(entry: unknown): { source: string; target: string } {
  if (isRecord(entry)) {
    return { source: text(entry['source']) ?? '', target: text(entry['target']) ?? '' };
  }
  const [source = '', target = ''] = (text(entry) ?? '').split(':');
  return { source, target };
}

/**
 * In compose, the apps that keep media in the local blob store (BLOB_STORE local, the default)
 * share one named volume at BLOB_DIR: the recognition worker reads what counting stored. The
 * image creates that folder for its unprivileged user, since a fresh named volume takes over the
 * owner of the image's folder (else it is root's, and the app cannot write).
 */
function checkComposeMedia(s: DeploySnapshot, services: Record<string, unknown>, problem: Report): void {
  const declared = rec(s.compose['volumes']);
  const volumes = new Map<string, string[]>();
  for (const app of s.apps) {
    const service = services[app.name];
    if (!isBackend(app) || !app.env.keys.includes('BLOB_STORE') || !isRecord(service)) {
      continue;
    }
    const env = composeEnv(service);
    if ((env.get('BLOB_STORE') ?? 'local') !== 'local') {
      continue;
    }
    const where = `compose ${app.name}`;
    const dir = (env.get('BLOB_DIR') ?? '').replace(/(.)\/+$/, '$1');
    if (!dir.startsWith('/')) {
      problem(`${where}: BLOB_DIR must be an absolute folder on a named volume (is ${dir || 'unset'})`);
      continue;
    }
    const mount = list(service['volumes'])
      .map(volumeMount)
      .find((m) => m.target === dir);
    if (!mount || !Object.hasOwn(declared, mount.source)) {
      problem(`${where}: BLOB_DIR ${dir} is on no named volume (declared under volumes:)`);
      continue;
    }
    volumes.set(mount.source, [...(volumes.get(mount.source) ?? []), app.name]);
    const folder = dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (
      !new RegExp(`mkdir -p[^\\n]*\\s${folder}(\\s|$)`, 'm').test(s.dockerfile) ||
      !new RegExp(`chown [^\\n]*\\s${folder}(\\s|$)`, 'm').test(s.dockerfile)
    ) {
      problem(`Dockerfile: the app stage does not create ${dir} (BLOB_DIR of ${app.name}) owned by its USER`);
    }
  }
  if (volumes.size > 1) {
    const names = [...volumes].map(([volume, apps]) => `${volume} (${apps.join(', ')})`).join(', ');
    problem(`compose: the apps on the local blob store do not share one volume: ${names}`);
  }
}

function checkDockerfile(s: DeploySnapshot, problem: Report): void {
  const d = s.dockerfile;
  if (!d) {
    problem('docker/Dockerfile is missing');
    return;
  }
  const stages = [...d.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)].map((m) => ({
    from: m[1] ?? '',
    name: m[2] ?? '',
  }));
  const last = stages.at(-1);
  if (!/^ARG NODE_IMAGE=node:24-bookworm-slim$/m.test(d)) {
    problem('Dockerfile: the Node stages must build FROM node:24-bookworm-slim (ARG NODE_IMAGE)');
  }
  if (!last || last.from !== '${NODE_IMAGE}') {
    problem('Dockerfile: the last (default) stage must be the backend app stage FROM ${NODE_IMAGE}');
  }
  const appStage = d.slice(d.lastIndexOf('\nFROM '));
  for (const [pattern, what] of [
    [/^ARG APP$/m, 'ARG APP'],
    [/^ARG PORT(=\d+)?$/m, 'ARG PORT'],
    [/^EXPOSE \$\{PORT\}$/m, 'EXPOSE ${PORT}'],
    [/^USER (?!root\b|0\b)\S+$/m, 'a non-root USER'],
    [/ts-cache\.cjs/, 'the TypeScript compiled at build (tools/runtime/ts-cache.cjs)'],
    [/-r \.\/tools\/runtime\/ts-register\.cjs/, 'the start command with the precompiled loader'],
  ] as const) {
    if (!pattern.test(appStage)) {
      problem(`Dockerfile: the app stage lacks ${what}`);
    }
  }
  const web = d.slice(d.search(/^FROM\s+\S+\s+AS\s+web\s*$/im));
  if (!stages.some((st) => st.name === 'web')) {
    problem('Dockerfile: no `web` stage (nginx serving the SPA)');
  } else if (!/COPY docker\/nginx\/default\.conf\.template /.test(web)) {
    problem('Dockerfile: the web stage does not install docker/nginx/default.conf.template');
  }
  const staticApp = s.apps.find((a) => a.kind === 'static');
  if (staticApp && !new RegExp(`^EXPOSE ${staticApp.port}$`, 'm').test(web)) {
    problem(`Dockerfile: the web stage does not EXPOSE ${staticApp.port} (nginx listen port)`);
  }
  if (staticApp && !new RegExp(`\\blisten\\s+${staticApp.port}\\s*;`).test(s.nginxTemplate)) {
    problem(`docker/nginx/default.conf.template does not listen on ${staticApp.port}`);
  }
  if (!s.nginxTemplate.includes(`location = ${STATIC_HEALTH_PATH} `)) {
    problem(`docker/nginx/default.conf.template has no location = ${STATIC_HEALTH_PATH}`);
  }
  if (!/location \/api\/ \{[^}]*proxy_pass http:\/\/\$\{BFF_UPSTREAM\};/.test(s.nginxTemplate)) {
    problem('docker/nginx/default.conf.template does not proxy /api/ to ${BFF_UPSTREAM}');
  }
  if (!s.dockerignore.root || s.dockerignore.root !== s.dockerignore.docker) {
    problem('.dockerignore and docker/Dockerfile.dockerignore must exist and be identical');
  }
}

function checkComposeInfrastructure(
  s: DeploySnapshot,
  services: Record<string, unknown>,
  problem: Report,
): void {
  const image = (name: string): string => text(rec(services[name])['image']) ?? '';
  if (!/^postgres:15(\b|-)/.test(image('postgres'))) {
    problem(`compose: postgres must run PostgreSQL 15 (image ${image('postgres') || 'missing'})`);
  }
  if (!/^redis:7(\b|-)/.test(image('redis'))) {
    problem(`compose: redis must run Redis 7 (image ${image('redis') || 'missing'})`);
  }
  if (!/^apache\/kafka:4\./.test(image('kafka'))) {
    problem(
      `compose: kafka must run the official Apache Kafka 4 image, apache/kafka:4.x (image ${image('kafka') || 'missing'})`,
    );
  }
  const kafka = rec(services['kafka']);
  const kafkaEnv = composeEnv(kafka);
  const roles = kafkaEnv.get('KAFKA_PROCESS_ROLES') ?? '';
  if (!roles.split(',').includes('controller') || !roles.split(',').includes('broker')) {
    problem('compose: kafka is not in KRaft mode (PROCESS_ROLES must be broker,controller)');
  }
  if (kafkaEnv.get('KAFKA_AUTO_CREATE_TOPICS_ENABLE') !== 'false') {
    problem(
      "compose: kafka creates topics on first use; set KAFKA_AUTO_CREATE_TOPICS_ENABLE 'false' (the apps create theirs)",
    );
  }
  const kafkaMounts = list(kafka['volumes']).map(volumeMount);
  const logDirs = (kafkaEnv.get('KAFKA_LOG_DIRS') ?? '').split(',').filter(Boolean);
  for (const dir of logDirs.length > 0 ? logDirs : ['(unset)']) {
    const mount = kafkaMounts.find((m) => m.target === dir);
    if (!mount || !Object.hasOwn(rec(s.compose['volumes']), mount.source)) {
      problem(
        `compose: kafka's log dir ${dir} (KAFKA_LOG_DIRS) is on no named volume; a new container would lose the events and offsets`,
      );
    }
  }
  const advertised = kafkaEnv.get('KAFKA_ADVERTISED_LISTENERS') ?? '';
  for (const [name, raw] of Object.entries(services)) {
    const service = rec(raw);
    if (/zookeeper/i.test(name) || /zookeeper/i.test(text(service['image']) ?? '')) {
      problem(`compose: service ${name} runs ZooKeeper; Kafka must run in KRaft mode`);
    }
    for (const [key, value] of composeEnv(service)) {
      if (/ZOOKEEPER/.test(key)) {
        problem(`compose: ${name} sets ${key}; Kafka must run in KRaft mode`);
      }
      if (literalSecret(key, value)) {
        problem(`compose: ${name} ${key} holds a literal secret; interpolate it (\${VAR:?...})`);
      }
    }
    const isApp = s.apps.some((a) => a.name === name);
    if (!isApp && list(service['ports']).length > 0) {
      problem(`compose: ${name} publishes ports; only apps may`);
    }
    const brokers = composeEnv(service).get('KAFKA_BROKERS');
    if (isApp && brokers !== undefined) {
      for (const broker of brokers.split(',').filter(Boolean)) {
        if (!advertised.includes(`//${broker}`)) {
          problem(
            `compose: ${name} KAFKA_BROKERS ${broker} is not a listener kafka advertises (${advertised})`,
          );
        }
      }
    }
  }
  for (const name of INFRASTRUCTURE) {
    if (!isRecord(rec(services[name])['healthcheck'])) {
      problem(`compose: ${name} has no healthcheck`);
    }
  }
}

/** The port an app listens on in compose, when `name` is an app, else the infrastructure's. */
/** The ports a compose service listens on: an app's own (and its internal one), else the infrastructure's. */
function composeTargetPorts(s: DeploySnapshot, name: string): number[] {
  const app = s.apps.find((a) => a.name === name);
  if (app) {
    return appPorts(app);
  }
  const infrastructure = ({ postgres: 5432, redis: 6379, kafka: 9092 } as Record<string, number>)[name];
  return infrastructure === undefined ? [] : [infrastructure];
}

const appPorts = (app: AppInfo): number[] =>
  app.internalPort === undefined ? [app.port] : [app.port, app.internalPort];

function checkComposeApp(
  s: DeploySnapshot,
  app: AppInfo,
  service: Record<string, unknown>,
  services: Record<string, unknown>,
  problem: Report,
): void {
  const where = `compose ${app.name}`;
  const image = composeImage(service['image']);
  if (imageName(image) !== `${IMAGE_PREFIX}${app.name}`) {
    problem(`${where}: image ${image || 'missing'} is not ${IMAGE_PREFIX}${app.name}:<tag>`);
  }
  const build = rec(service['build']);
  if (text(build['dockerfile']) !== 'docker/Dockerfile') {
    problem(`${where}: build.dockerfile must be docker/Dockerfile`);
  }
  const env = composeEnv(service);
  const dependsOn = rec(service['depends_on']);
  const condition = (name: string): string | undefined => text(rec(dependsOn[name])['condition']);

  if (isBackend(app)) {
    const args = rec(build['args']);
    if (text(args['APP']) !== app.name) {
      problem(`${where}: build arg APP is ${text(args['APP']) ?? 'missing'}, expected ${app.name}`);
    }
    if (text(args['PORT']) !== String(app.port)) {
      problem(`${where}: build arg PORT is ${text(args['PORT']) ?? 'missing'}, expected ${app.port}`);
    }
    const port = portVar(app);
    if (env.get(port) !== String(app.port)) {
      problem(`${where}: ${port} is ${env.get(port) ?? 'missing'}, the app listens on ${app.port}`);
    }
    if (env.get('HOST') !== '0.0.0.0') {
      problem(`${where}: HOST must be 0.0.0.0 in a container (is ${env.get('HOST') ?? 'unset'})`);
    }
    // an app on the event bus (every service; a worker whose schema reads it) uses Kafka
    if (app.kind === 'service' || app.env.keys.includes('EVENT_BUS')) {
      if (env.get('EVENT_BUS') !== 'kafka') {
        problem(`${where}: EVENT_BUS must be kafka (is ${env.get('EVENT_BUS') ?? 'unset'})`);
      }
      if (!env.get('KAFKA_BROKERS')) {
        problem(`${where}: KAFKA_BROKERS is empty`);
      }
    }
    if (app.kind === 'worker' && list(service['ports']).length > 0) {
      problem(`${where}: a worker takes no requests and publishes no ports`);
    }
    for (const key of app.env.required) {
      if (!env.get(key)) {
        problem(`${where}: required ${key} is not set`);
      }
    }
    for (const key of env.keys()) {
      if (!app.env.keys.includes(key) && !RUNTIME_VARS.has(key)) {
        problem(`${where}: ${key} is not read by the app's config schema`);
      }
    }
    checkComposeRoles(s, app, env, where, problem);
    // every address the app is given must be a service it waits for
    for (const [key, value] of env) {
      const target = /_URL$|_BROKERS$/.test(key) ? hostPort(value) : undefined;
      if (!target) {
        continue;
      }
      if (!isRecord(services[target.host])) {
        problem(`${where}: ${key} points at ${target.host}, which is no compose service`);
        continue;
      }
      const listening = composeTargetPorts(s, target.host);
      if (!listening.includes(target.port)) {
        problem(
          `${where}: ${key} uses port ${target.port} of ${target.host}, which listens on ${listening.join(', ') || '?'}`,
        );
      }
      if (condition(target.host) !== 'service_healthy') {
        problem(`${where}: depends_on ${target.host} must have condition service_healthy`);
      }
    }
    if (app.env.keys.includes('DATABASE_URL') && condition('migrate') !== 'service_completed_successfully') {
      problem(`${where}: depends_on migrate must have condition service_completed_successfully`);
    }
  } else {
    if (text(build['target']) !== 'web') {
      problem(`${where}: build.target must be web`);
    }
    const upstream = hostPort(env.get('BFF_UPSTREAM') ?? '');
    if (!upstream) {
      problem(`${where}: BFF_UPSTREAM (host:port of the BFF) is not set`);
    } else {
      if (!composeTargetPorts(s, upstream.host).includes(upstream.port)) {
        problem(`${where}: BFF_UPSTREAM ${upstream.host}:${upstream.port} is not an app's port`);
      }
      if (condition(upstream.host) !== 'service_healthy') {
        problem(`${where}: depends_on ${upstream.host} must have condition service_healthy`);
      }
    }
  }
  for (const [name, dep] of Object.entries(dependsOn)) {
    const cond = text(rec(dep)['condition']);
    if (!cond || !['service_healthy', 'service_completed_successfully'].includes(cond)) {
      problem(`${where}: depends_on ${name} has no condition`);
    }
  }
  const healthcheck = list(rec(service['healthcheck'])['test'])
    .map((t) => text(t) ?? '')
    .join(' ');
  const probes = [app.healthPath, app.readyPath].map((p) => `127.0.0.1:${app.port}${p}`);
  if (
    !probes.some(
      (p) => healthcheck.includes(`${p}'`) || healthcheck.includes(`${p} `) || healthcheck.endsWith(p),
    )
  ) {
    problem(`${where}: healthcheck does not probe ${probes.join(' or ')} (${healthcheck || 'none'})`);
  }
  for (const port of list(service['ports'])) {
    const container = (text(port) ?? text(rec(port)['target']) ?? '').split(':').at(-1);
    if (container !== String(app.port)) {
      problem(`${where}: published port ${text(port) ?? '?'} does not map to the app's port ${app.port}`);
    }
  }
}

/**
 * The data service whose schema and roles an app uses: a service its own, a worker its scope's
 * (undefined for a worker without one).
 */
const dataServiceOf = (app: BackendApp): string | undefined =>
  app.kind === 'worker' ? app.dataService : app.name;

/** Data services connect as the roles libs/db creates for them; their workers as the service's role. */
function checkComposeRoles(
  s: DeploySnapshot,
  app: BackendApp,
  env: Map<string, string>,
  where: string,
  problem: Report,
): void {
  if (!app.env.keys.includes('DATABASE_URL')) {
    return;
  }
  const service = dataServiceOf(app);
  if (!service) {
    problem(`${where}: a worker reads DATABASE_URL but no one data service shares its scope:* tag`);
    return;
  }
  const roles = s.serviceRoles.find((r) => r.service === service);
  if (!roles) {
    problem(`${where}: reads DATABASE_URL but libs/db has no schema for ${service}`);
    return;
  }
  for (const [key, role] of [
    ['DATABASE_URL', roles.serviceRole],
    ['RELAY_DATABASE_URL', roles.relayRole],
  ] as const) {
    const user = userOfUrl(env.get(key) ?? '');
    if (app.env.keys.includes(key) && user !== role) {
      problem(`${where}: ${key} connects as ${user ?? 'nobody'}, expected role ${role}`);
    }
  }
}

function checkKustomization(s: DeploySnapshot, problem: Report): void {
  for (const file of s.k8sFiles) {
    if (!s.kustomizationResources.includes(file)) {
      problem(`k8s: ${file} is not listed in kustomization.yaml resources`);
    }
  }
  for (const file of s.kustomizationResources) {
    if (!s.k8sFiles.includes(file)) {
      problem(`k8s: kustomization.yaml lists ${file}, which does not exist`);
    }
  }
}

const find = (s: DeploySnapshot, kind: string, name: string): K8sObject[] =>
  s.k8s.filter((o) => o.kind === kind && o.name === name);

/** The container's env: literal values, secret references and ConfigMap keys (envFrom). */
interface ContainerEnv {
  literal: Map<string, string>;
  secret: Map<string, { name: string; key: string }>;
  configMapKeys: Map<string, string>;
  otherRefs: string[];
}

function containerEnv(container: Record<string, unknown>, configData: Map<string, string>): ContainerEnv {
  const result: ContainerEnv = {
    literal: new Map(),
    secret: new Map(),
    configMapKeys: new Map(),
    otherRefs: [],
  };
  for (const from of list(container['envFrom'])) {
    const ref = text(at(from, 'configMapRef', 'name'));
    if (ref === CONFIG_MAP) {
      for (const [k, v] of configData) {
        result.configMapKeys.set(k, v);
      }
    } else {
      result.otherRefs.push(ref ?? text(at(from, 'secretRef', 'name')) ?? '?');
    }
  }
  for (const entry of list(container['env'])) {
    const name = text(at(entry, 'name')) ?? '';
    const value = text(at(entry, 'value'));
    const secretRef = rec(at(entry, 'valueFrom', 'secretKeyRef'));
    const configRef = rec(at(entry, 'valueFrom', 'configMapKeyRef'));
    if (value !== undefined) {
      result.literal.set(name, value);
    } else if (text(secretRef['name'])) {
      result.secret.set(name, { name: text(secretRef['name']) ?? '', key: text(secretRef['key']) ?? '' });
    } else if (text(configRef['name']) === CONFIG_MAP) {
      result.configMapKeys.set(name, configData.get(text(configRef['key']) ?? '') ?? '');
    } else {
      result.otherRefs.push(name);
    }
  }
  return result;
}

/** Resolves a probe's or Service's port (number or container port name) to a number. */
function resolvePort(port: unknown, container: Record<string, unknown>): number | undefined {
  if (typeof port === 'number') {
    return port;
  }
  const named = list(container['ports']).find((p) => text(at(p, 'name')) === port);
  const value = at(named, 'containerPort');
  return typeof value === 'number' ? value : undefined;
}

function checkSecretRefs(s: DeploySnapshot, where: string, env: ContainerEnv, problem: Report): void {
  for (const name of env.literal.keys()) {
    if (SECRET_VAR.test(name)) {
      problem(`${where}: ${name} is a literal value; reference the Secret ${SECRET} (secretKeyRef)`);
    }
  }
  for (const [name, ref] of env.secret) {
    if (ref.name !== SECRET) {
      problem(`${where}: ${name} references Secret ${ref.name}, expected ${SECRET}`);
    }
    if (!s.documentedSecretKeys.includes(ref.key)) {
      problem(`${where}: secret key ${ref.key} (${name}) is not documented in k8s/secrets.example.yaml`);
    }
  }
}

/** Checks an app's Deployment, Service and HPA; returns the Deployment's image. */
function checkK8sApp(
  s: DeploySnapshot,
  app: AppInfo,
  configData: Map<string, string>,
  agreed: AgreedValues,
  problem: Report,
): string | undefined {
  const where = `k8s ${app.name}`;
  const [deployment, ...extraDeployments] = find(s, 'Deployment', app.name);
  const [k8sService] = find(s, 'Service', app.name);
  const [hpa] = find(s, 'HorizontalPodAutoscaler', app.name);
  if (extraDeployments.length > 0) {
    problem(`${where}: more than one Deployment`);
  }
  if (!deployment) {
    problem(`${where}: no Deployment`);
  }
  if (app.kind === 'worker' && k8sService) {
    problem(`${where}: a worker takes no requests; it has no Service`);
  }
  if (app.kind !== 'worker' && !k8sService) {
    problem(`${where}: no Service`);
  }
  if (!hpa) {
    problem(`${where}: no HorizontalPodAutoscaler`);
  }
  if (!deployment) {
    return undefined;
  }
  const podSpec = rec(at(deployment.body, 'spec', 'template', 'spec'));
  const podLabels = rec(at(deployment.body, 'spec', 'template', 'metadata', 'labels'));
  const selector = rec(at(deployment.body, 'spec', 'selector', 'matchLabels'));
  for (const [k, v] of Object.entries(selector)) {
    if (podLabels[k] !== v) {
      problem(`${where}: Deployment selector ${k}=${text(v) ?? ''} does not match the pod labels`);
    }
  }
  const containers = list(podSpec['containers']).map(rec);
  const container = containers.find((c) => c['name'] === app.name) ?? containers[0];
  if (!container) {
    problem(`${where}: the Deployment has no container`);
    return undefined;
  }
  const image = text(container['image']) ?? '';
  if (imageName(image) !== `${IMAGE_PREFIX}${app.name}` || !imageTag(image)) {
    problem(`${where}: image ${image || 'missing'} is not ${IMAGE_PREFIX}${app.name}:<tag>`);
  }
  const containerPorts = list(container['ports']).map((p) => at(p, 'containerPort'));
  if (!containerPorts.includes(app.port)) {
    problem(
      `${where}: containerPort ${containerPorts.join(', ') || 'none'} is not the app's port ${app.port}`,
    );
  }
  for (const [probe, path] of [
    ['livenessProbe', app.healthPath],
    ['readinessProbe', app.readyPath],
    ['startupProbe', app.healthPath],
  ] as const) {
    const get = rec(at(container, probe, 'httpGet'));
    if (probe === 'startupProbe' && !isRecord(container[probe])) {
      continue;
    }
    if (text(get['path']) !== path) {
      problem(`${where}: ${probe} path is ${text(get['path']) ?? 'missing'}, expected ${path}`);
    }
    const port = resolvePort(get['port'], container);
    if (port !== app.port) {
      problem(`${where}: ${probe} port ${text(get['port']) ?? 'missing'} is not the app's port ${app.port}`);
    }
  }
  const requests = rec(at(container, 'resources', 'requests'));
  const limits = rec(at(container, 'resources', 'limits'));
  if (!text(requests['cpu']) || !text(requests['memory']) || !text(limits['memory'])) {
    problem(`${where}: resources need cpu and memory requests and a memory limit (the HPA scales on CPU)`);
  }
  if (podSpec['securityContext'] === undefined || at(podSpec, 'securityContext', 'runAsNonRoot') !== true) {
    problem(`${where}: the pod must run as non-root (securityContext.runAsNonRoot)`);
  }

  const env = containerEnv(container, configData);
  checkSecretRefs(s, where, env, problem);
  for (const ref of env.otherRefs) {
    problem(`${where}: env ${ref} comes from neither ${CONFIG_MAP} nor ${SECRET}`);
  }
  const value = (key: string): string | undefined => env.literal.get(key) ?? env.configMapKeys.get(key);
  const provided = (key: string): boolean => value(key) !== undefined || env.secret.has(key);
  if (isBackend(app)) {
    const port = portVar(app);
    if (value(port) !== String(app.port)) {
      problem(`${where}: ${port} is ${value(port) ?? 'unset'}, the app listens on ${app.port}`);
    }
    if (value('HOST') !== '0.0.0.0') {
      problem(`${where}: HOST must be 0.0.0.0 in a container (is ${value('HOST') ?? 'unset'})`);
    }
    for (const key of app.env.required) {
      if (!provided(key)) {
        problem(`${where}: required ${key} is not provided`);
      }
    }
    for (const key of [...env.literal.keys(), ...env.secret.keys()]) {
      if (!app.env.keys.includes(key) && !RUNTIME_VARS.has(key)) {
        problem(`${where}: ${key} is not read by the app's config schema`);
      }
    }
    agreed.add(app, { get: value });
    // the replicas share no disk: media live in S3 (bucket and region by reference, the keys in the Secret)
    if (app.env.keys.includes('BLOB_STORE')) {
      if (value('BLOB_STORE') !== 's3') {
        problem(`${where}: BLOB_STORE must be s3 in k8s (is ${value('BLOB_STORE') ?? 'unset, local'})`);
      } else {
        for (const key of ['S3_BUCKET', 'S3_REGION'].filter((k) => !provided(k))) {
          problem(`${where}: BLOB_STORE is s3 but ${key} is not provided`);
        }
      }
    }
    const service = dataServiceOf(app);
    if (app.env.keys.includes('DATABASE_URL') && service) {
      // a worker shares its data service's secret: the same role
      const prefix = service.toUpperCase().replace(/-/g, '_');
      for (const key of ['DATABASE_URL', 'RELAY_DATABASE_URL']) {
        const ref = env.secret.get(key);
        if (ref && ref.key !== `${prefix}_${key}`) {
          problem(`${where}: ${key} uses secret key ${ref.key}, expected ${prefix}_${key}`);
        }
      }
    }
  } else {
    const upstream = hostPort(value('BFF_UPSTREAM') ?? '');
    if (!upstream) {
      problem(`${where}: BFF_UPSTREAM (host:port of the BFF Service) is not set`);
    } else {
      checkK8sTarget(s, `${where} BFF_UPSTREAM`, upstream, problem);
    }
  }

  if (k8sService) {
    const serviceSelector = rec(at(k8sService.body, 'spec', 'selector'));
    if (
      Object.keys(serviceSelector).length === 0 ||
      Object.entries(serviceSelector).some(([k, v]) => podLabels[k] !== v)
    ) {
      problem(`${where}: the Service selector does not select the Deployment's pods`);
    }
    const ports = list(at(k8sService.body, 'spec', 'ports'));
    if (ports.length === 0) {
      problem(`${where}: the Service has no ports`);
    }
    for (const port of ports) {
      const target = resolvePort(at(port, 'targetPort') ?? at(port, 'port'), container);
      if (target === undefined || !appPorts(app).includes(target)) {
        problem(
          `${where}: Service targetPort ${text(at(port, 'targetPort')) ?? '?'} is not the app's port ${app.port}`,
        );
      }
      if (at(port, 'port') !== target) {
        problem(
          `${where}: Service port ${text(at(port, 'port')) ?? '?'} differs from the app's port ${app.port}`,
        );
      }
    }
  }
  if (hpa) {
    if (hpa.apiVersion !== 'autoscaling/v2') {
      problem(`${where}: HorizontalPodAutoscaler must be autoscaling/v2 (is ${hpa.apiVersion})`);
    }
    const ref = rec(at(hpa.body, 'spec', 'scaleTargetRef'));
    if (ref['kind'] !== 'Deployment' || find(s, 'Deployment', text(ref['name']) ?? '').length === 0) {
      problem(
        `${where}: HPA scaleTargetRef ${text(ref['kind']) ?? '?'}/${text(ref['name']) ?? '?'} is no Deployment`,
      );
    } else if (ref['name'] !== app.name) {
      problem(`${where}: HPA scaleTargetRef names ${text(ref['name']) ?? '?'}, not ${app.name}`);
    }
    const cpu = list(at(hpa.body, 'spec', 'metrics')).some(
      (m) =>
        at(m, 'resource', 'name') === 'cpu' &&
        typeof at(m, 'resource', 'target', 'averageUtilization') === 'number',
    );
    if (!cpu) {
      problem(`${where}: HPA has no CPU utilization target`);
    }
    const min = at(hpa.body, 'spec', 'minReplicas');
    const max = at(hpa.body, 'spec', 'maxReplicas');
    if (typeof min !== 'number' || typeof max !== 'number' || min < 1 || min > max) {
      problem(`${where}: HPA needs 1 <= minReplicas <= maxReplicas`);
    }
  }
  return image;
}

/** What the world outside the cluster may reach: the web app, the BFF, and ingest's device port. */
const PUBLIC_PORTS: Record<string, 'port'> = { web: 'port', bff: 'port', ingest: 'port' };
/** The only app that may call the services behind it. */
const GATEKEEPER = 'bff';

/** Whether a NetworkPolicy's podSelector selects the pods of `app` (matchLabels, or `In` expressions). */
function selects(selector: unknown, app: string): boolean {
  const labels = rec(at(selector, 'matchLabels'));
  const expressions = list(at(selector, 'matchExpressions'));
  const byLabels = Object.entries(labels).every(([k, v]) => k === 'app.kubernetes.io/name' && v === app);
  const byExpressions = expressions.every(
    (e) =>
      at(e, 'key') === 'app.kubernetes.io/name' &&
      at(e, 'operator') === 'In' &&
      list(at(e, 'values')).includes(app),
  );
  return byLabels && byExpressions;
}

/**
 * NetworkPolicies: ingress is denied by default, and every port of every app with a Service is
 * open to anyone only where PUBLIC_PORTS says so; every other port answers the BFF's pods alone.
 */
function checkNetworkPolicies(s: DeploySnapshot, problem: Report): void {
  const policies = s.k8s.filter((o) => o.kind === 'NetworkPolicy');
  const denyAll = policies.some(
    (p) =>
      Object.keys(rec(at(p.body, 'spec', 'podSelector'))).length === 0 &&
      list(at(p.body, 'spec', 'policyTypes')).includes('Ingress') &&
      list(at(p.body, 'spec', 'ingress')).length === 0,
  );
  if (!denyAll) {
    problem('k8s: no NetworkPolicy denies ingress to every pod by default');
  }
  for (const app of s.apps) {
    if (app.kind === 'worker') {
      continue;
    }
    const rules = policies
      .filter((p) => selects(at(p.body, 'spec', 'podSelector'), app.name))
      .flatMap((p) => list(at(p.body, 'spec', 'ingress')));
    const ports = app.kind === 'static' ? [app.port] : appPorts(app);
    for (const port of ports) {
      const opening = rules.filter((r) => {
        const listed = list(at(r, 'ports')).map((p) => at(p, 'port'));
        return listed.length === 0 || listed.includes(port);
      });
      const fromAnywhere = opening.some((r) => list(at(r, 'from')).length === 0);
      const fromOthers = opening.some((r) =>
        list(at(r, 'from')).some((f) => !selects(at(f, 'podSelector'), GATEKEEPER)),
      );
      const isPublic = PUBLIC_PORTS[app.name] === 'port' && port === app.port;
      if (isPublic && !fromAnywhere) {
        problem(
          `k8s ${app.name}: port ${port} is public (devices or browsers call it) but no NetworkPolicy opens it`,
        );
      }
      if (!isPublic && (fromAnywhere || fromOthers)) {
        problem(
          `k8s ${app.name}: port ${port} must answer the ${GATEKEEPER} alone, but a NetworkPolicy opens it wider`,
        );
      }
      if (!isPublic && app.name !== GATEKEEPER && opening.length === 0) {
        problem(`k8s ${app.name}: no NetworkPolicy lets the ${GATEKEEPER} reach port ${port}`);
      }
    }
  }
}

const HOUR_MS = 3_600_000;

/** A config value as a number (`2` and `'2'` alike); NaN when it is unset or no number. */
const numberOf = (value: unknown): number => {
  const t = text(value)?.trim();
  return t ? Number(t) : Number.NaN;
};
/** A config value as YAML may give it: `false`, `'false'`, `2`. */
const configText = (value: unknown): string | undefined =>
  typeof value === 'boolean' ? String(value) : text(value);

/**
 * k8s/kafka: the one Strimzi `Kafka`, its node pools and broker configuration (3 replicas, 2 in
 * sync, no auto-create), a `KafkaTopic` per entry of libs/events' KAFKA_EVENT_TOPICS under the
 * ConfigMap's EVENT_STREAM_PREFIX, and KAFKA_BROKERS naming the cluster's bootstrap Service on a
 * listener the apps can speak to (and that lets them in).
 */
function checkKafka(s: DeploySnapshot, configData: Map<string, string>, problem: Report): void {
  const where = KAFKA_DIR;
  for (const file of s.kafka.files.filter((f) => !s.kafka.kustomizationResources.includes(f))) {
    problem(`${where}: ${file} is not listed in its kustomization.yaml resources`);
  }
  for (const file of s.kafka.kustomizationResources.filter((f) => !s.kafka.files.includes(f))) {
    problem(`${where}: kustomization.yaml lists ${file}, which does not exist`);
  }
  for (const o of s.kafka.objects) {
    if (o.apiVersion.startsWith('kafka.strimzi.io/') && o.apiVersion !== STRIMZI_API) {
      problem(`${where}: ${o.kind} ${o.name} is ${o.apiVersion}; Strimzi serves ${STRIMZI_API} only`);
    }
  }
  const clusters = s.kafka.objects.filter((o) => o.kind === 'Kafka');
  const [kafka] = clusters;
  if (clusters.length !== 1 || !kafka) {
    problem(`${where}: expected one Kafka, found ${clusters.length}`);
    return;
  }
  const cluster = kafka.name;
  const kw = `${where} Kafka ${cluster}`;
  const ofCluster = (o: K8sObject): boolean =>
    text(at(o.body, 'metadata', 'labels', 'strimzi.io/cluster')) === cluster;

  // the nodes: persistent, sized, enough brokers for the replicas and an odd KRaft quorum
  let brokers = 0;
  let controllers = 0;
  for (const pool of s.kafka.objects.filter((o) => o.kind === 'KafkaNodePool')) {
    const pw = `${where} KafkaNodePool ${pool.name}`;
    if (!ofCluster(pool)) {
      problem(`${pw}: its label strimzi.io/cluster does not name the Kafka ${cluster}`);
      continue;
    }
    const replicas = numberOf(at(pool.body, 'spec', 'replicas'));
    const roles = list(at(pool.body, 'spec', 'roles'));
    brokers += roles.includes('broker') && replicas > 0 ? replicas : 0;
    controllers += roles.includes('controller') && replicas > 0 ? replicas : 0;
    const storage = rec(at(pool.body, 'spec', 'storage'));
    const volumes = storage['type'] === 'jbod' ? list(storage['volumes']).map(rec) : [storage];
    if (volumes.length === 0 || volumes.some((v) => v['type'] !== 'persistent-claim')) {
      problem(`${pw}: storage must be persistent-claim volumes (an ephemeral node restarts empty)`);
    }
    const resources = rec(at(pool.body, 'spec', 'resources'));
    if (
      !text(at(resources, 'requests', 'cpu')) ||
      !text(at(resources, 'requests', 'memory')) ||
      !text(at(resources, 'limits', 'memory'))
    ) {
      problem(`${pw}: resources need cpu and memory requests and a memory limit`);
    }
  }
  if (brokers < KAFKA_REPLICATION) {
    problem(`${kw}: its node pools run ${brokers} brokers; every topic is written to ${KAFKA_REPLICATION}`);
  }
  if (controllers < 3 || controllers % 2 === 0) {
    problem(
      `${kw}: its node pools run ${controllers} controllers; the KRaft quorum needs an odd number, at least 3`,
    );
  }

  // the brokers' configuration: what a topic or an internal topic gets when nobody says otherwise
  const config = rec(at(kafka.body, 'spec', 'kafka', 'config'));
  for (const [key, expected] of [
    ['default.replication.factor', KAFKA_REPLICATION],
    ['offsets.topic.replication.factor', KAFKA_REPLICATION],
    ['transaction.state.log.replication.factor', KAFKA_REPLICATION],
    ['min.insync.replicas', KAFKA_MIN_IN_SYNC],
    ['transaction.state.log.min.isr', KAFKA_MIN_IN_SYNC],
  ] as const) {
    if (numberOf(config[key]) !== expected) {
      problem(`${kw}: ${key} is ${configText(config[key]) ?? 'unset'}, expected ${expected}`);
    }
  }
  if (configText(config['auto.create.topics.enable']) !== 'false') {
    problem(`${kw}: auto.create.topics.enable must be false (the topics are resources and the apps')`);
  }
  if (!isRecord(at(kafka.body, 'spec', 'entityOperator', 'topicOperator'))) {
    problem(`${kw}: no entityOperator.topicOperator, so nothing applies the KafkaTopic resources`);
  }

  // KAFKA_BROKERS: the bootstrap Service, on a plain internal listener that lets every app in
  const bootstrap = `${cluster}-kafka-bootstrap`;
  const listeners = list(at(kafka.body, 'spec', 'kafka', 'listeners')).map(rec);
  const readers = s.apps.filter((a) => isBackend(a) && a.env.keys.includes('KAFKA_BROKERS'));
  const entries = (configData.get('KAFKA_BROKERS') ?? '').split(',').map((b) => b.trim());
  for (const entry of entries) {
    const cw = `k8s: ConfigMap ${CONFIG_MAP} KAFKA_BROKERS ${entry || '(empty)'}`;
    const target = hostPort(entry);
    if (!target || target.host.split('.')[0] !== bootstrap) {
      problem(`${cw} is not ${bootstrap}:<port>, the bootstrap Service of the Kafka ${cluster}`);
      continue;
    }
    const listener = listeners.find((l) => l['port'] === target.port);
    if (!listener) {
      problem(`${cw}: the Kafka ${cluster} has no listener on port ${target.port}`);
      continue;
    }
    const name = text(listener['name']) ?? '?';
    if (
      listener['type'] !== 'internal' ||
      listener['tls'] !== false ||
      listener['authentication'] !== undefined
    ) {
      problem(
        `${cw}: listener ${name} is not internal plain text without authentication, which the apps speak`,
      );
    }
    const peers = list(listener['networkPolicyPeers']);
    for (const app of peers.length === 0 ? [] : readers) {
      if (!peers.some((p) => isRecord(at(p, 'podSelector')) && selects(at(p, 'podSelector'), app.name))) {
        problem(
          `${kw}: listener ${name} lets no pod of ${app.name} in (networkPolicyPeers), which reads KAFKA_BROKERS`,
        );
      }
    }
  }

  // the topics: the table of libs/events, nothing more, nothing less
  const prefix = configData.get('EVENT_STREAM_PREFIX') ?? '';
  const topics = new Map(
    s.kafka.objects
      .filter((o) => o.kind === 'KafkaTopic')
      .map((o) => [text(at(o.body, 'spec', 'topicName')) ?? o.name, o] as const),
  );
  const expected = new Map(
    Object.entries(s.eventTopics).map(([context, spec]) => [`${prefix}.${context}`, spec]),
  );
  for (const [name, spec] of expected) {
    const topic = topics.get(name);
    const tw = `${where} KafkaTopic ${name}`;
    if (!topic) {
      problem(`${where}: no KafkaTopic ${name} (KAFKA_EVENT_TOPICS under EVENT_STREAM_PREFIX ${prefix})`);
      continue;
    }
    if (!ofCluster(topic)) {
      problem(`${tw}: its label strimzi.io/cluster does not name the Kafka ${cluster}`);
    }
    const partitions = numberOf(at(topic.body, 'spec', 'partitions'));
    if (partitions !== spec.partitions) {
      problem(`${tw}: ${partitions} partitions, KAFKA_EVENT_TOPICS says ${spec.partitions}`);
    }
    const retention = numberOf(at(topic.body, 'spec', 'config', 'retention.ms'));
    if (retention !== spec.retentionHours * HOUR_MS) {
      problem(
        `${tw}: retention.ms is ${retention}, KAFKA_EVENT_TOPICS says ${spec.retentionHours} hours (${spec.retentionHours * HOUR_MS})`,
      );
    }
    // unset, they are the brokers' defaults
    const given = numberOf(at(topic.body, 'spec', 'replicas'));
    const replicas = Number.isNaN(given) ? numberOf(config['default.replication.factor']) : given;
    const ownMinIsr = numberOf(at(topic.body, 'spec', 'config', 'min.insync.replicas'));
    const minIsr = Number.isNaN(ownMinIsr) ? numberOf(config['min.insync.replicas']) : ownMinIsr;
    if (!(replicas <= brokers)) {
      problem(`${tw}: ${replicas} replicas, but the Kafka ${cluster} runs ${brokers} brokers`);
    }
    if (!(minIsr < replicas)) {
      problem(
        `${tw}: min.insync.replicas ${minIsr} is not below its ${replicas} replicas (one node down would stop the writes)`,
      );
    }
    if (!(minIsr >= KAFKA_MIN_IN_SYNC)) {
      problem(
        `${tw}: min.insync.replicas ${minIsr} is below ${KAFKA_MIN_IN_SYNC} (an acknowledged event would live on one node)`,
      );
    }
  }
  for (const name of [...topics.keys()].filter((n) => !expected.has(n))) {
    problem(
      `${where}: KafkaTopic ${name} is no topic of KAFKA_EVENT_TOPICS (dead-letter topics are the apps' to create)`,
    );
  }
}

/** An address inside the cluster must be a Service of that name exposing that port. */
function checkK8sTarget(
  s: DeploySnapshot,
  where: string,
  target: { host: string; port: number },
  problem: Report,
): void {
  const host = target.host.split('.')[0] ?? target.host;
  const service = find(s, 'Service', host)[0];
  if (!service) {
    problem(`${where}: points at ${target.host}, which is no Service`);
    return;
  }
  const ports = list(at(service.body, 'spec', 'ports')).map((p) => at(p, 'port'));
  if (!ports.includes(target.port)) {
    problem(`${where}: Service ${host} does not expose port ${target.port} (exposes ${ports.join(', ')})`);
  }
}

/** The migration: compose one-shot service and k8s Job; returns the image. */
function checkMigration(
  s: DeploySnapshot,
  services: Record<string, unknown>,
  problem: Report,
): string | undefined {
  if (!s.migrateEntry.exists) {
    problem(`${s.migrateEntry.path} does not exist`);
  }
  const compose = rec(services['migrate']);
  const composeImg = composeImage(compose['image']);
  if (!isRecord(services['migrate'])) {
    problem('compose: no migrate service');
  } else {
    if (imageName(composeImg) !== `${IMAGE_PREFIX}migrate`) {
      problem(`compose migrate: image ${composeImg || 'missing'} is not ${IMAGE_PREFIX}migrate:<tag>`);
    }
    if (text(at(compose, 'build', 'args', 'ENTRY')) !== s.migrateEntry.path) {
      problem(`compose migrate: build arg ENTRY must be ${s.migrateEntry.path}`);
    }
    const command = list(compose['command']).map((c) => text(c) ?? '');
    if (!command.includes(s.migrateEntry.path)) {
      problem(`compose migrate: command does not run ${s.migrateEntry.path}`);
    }
    if (!composeEnv(compose).get('DATABASE_ADMIN_URL')) {
      problem('compose migrate: DATABASE_ADMIN_URL is not set');
    }
    if (text(at(compose, 'depends_on', 'postgres', 'condition')) !== 'service_healthy') {
      problem('compose migrate: depends_on postgres must have condition service_healthy');
    }
    if (!['no', undefined].includes(text(compose['restart']))) {
      problem('compose migrate: a one-shot service must not restart');
    }
  }
  const jobs = s.k8s.filter((o) => o.kind === 'Job');
  const job = jobs.find((j) =>
    list(at(j.body, 'spec', 'template', 'spec', 'containers')).some((c) =>
      list(at(c, 'command')).includes(s.migrateEntry.path),
    ),
  );
  if (!job) {
    problem(`k8s: no Job runs ${s.migrateEntry.path}`);
    return composeImg || undefined;
  }
  const container = rec(at(job.body, 'spec', 'template', 'spec', 'containers', 0));
  const image = text(container['image']) ?? '';
  if (composeImg && image !== composeImg) {
    problem(`k8s Job ${job.name}: image ${image} differs from compose migrate image ${composeImg}`);
  }
  const env = containerEnv(container, new Map());
  checkSecretRefs(s, `k8s Job ${job.name}`, env, problem);
  if (!env.secret.has('DATABASE_ADMIN_URL')) {
    problem(`k8s Job ${job.name}: DATABASE_ADMIN_URL must come from the Secret ${SECRET}`);
  }
  return image;
}
