// Reads the apps, docker/ and k8s/ of the repository once into a DeploySnapshot.
import { SERVICE_SCHEMAS } from '@timber/db';
import { KAFKA_EVENT_TOPICS } from '@timber/events';
import { METRICS_PORTS } from '@timber/testing';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments, parse as parseYaml } from 'yaml';
import {
  globalPrefixOf,
  resolveEnvSchema,
  unresolvedSchemaParts,
  zodObjectSchemas,
} from './config-schema-reader';
import {
  type AppInfo,
  type DeploySnapshot,
  type K8sObject,
  KAFKA_DIR,
  MIGRATE_ENTRY,
  type Sizing,
  STATIC_HEALTH_PATH,
  type Subscription,
} from './deploy-model';
import { isRecord } from './manifest-values';

const readText = (root: string, path: string): string => {
  const full = join(root, path);
  return existsSync(full) ? readFileSync(full, 'utf8') : '';
};

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
      const probes = {
        healthPath: `${base}/health`,
        readyPath: `${base}/ready`,
        ...(resolved.metricsPort === undefined ? {} : { metricsPort: resolved.metricsPort }),
      };
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

/** Every file under `dir` (recursively) whose name ends with `suffix`, from the root. */
function filesEndingWith(root: string, dir: string, suffix: string): string[] {
  if (!existsSync(join(root, dir))) {
    return [];
  }
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

/**
 * The event subscriptions of each app: the `group: '…', topics: [...]` object of each
 * `*.consumer.ts` file under `apps/<app>/src` (a consumer declares its subscription so); a consumer file
 * where none is found is reported, so that a subscription written otherwise is not missed.
 */
function loadConsumers(root: string, apps: AppInfo[]): Pick<DeploySnapshot, 'consumers' | 'unreadConsumers'> {
  const consumers: Record<string, Subscription[]> = {};
  const unreadConsumers: string[] = [];
  for (const app of apps) {
    for (const file of filesEndingWith(root, `apps/${app.name}/src`, '.consumer.ts')) {
      const found = [...readText(root, file).matchAll(/group:\s*'([^']+)',\s*topics:\s*\[([^\]]*)\]/g)].map(
        (m) => ({
          group: m[1] ?? '',
          topics: [...(m[2] ?? '').matchAll(/'([^']+)'/g)].map((t) => t[1] ?? ''),
        }),
      );
      if (found.length === 0) {
        unreadConsumers.push(file);
      }
      (consumers[app.name] ??= []).push(...found);
    }
  }
  return { consumers, unreadConsumers };
}

/** Reads the apps, docker/ and k8s/ of the repository at `root`. */
export function loadDeploySnapshot(root: string): DeploySnapshot {
  const nginxTemplate = readText(root, 'docker/nginx/default.conf.template');
  const composeDoc: unknown = parseYaml(readText(root, 'docker/compose.yaml'), { merge: true });
  const { apps, unknownApps } = loadApps(root, nginxTemplate);
  return {
    apps,
    unknownApps,
    ...loadConsumers(root, apps),
    alertRules: parseYaml(readText(root, 'deploy/observability/prometheus/alerts.yaml')) as unknown,
    metricsPorts: { ...METRICS_PORTS },
    sizing: readText(root, 'deploy/sizing.json')
      ? (JSON.parse(readText(root, 'deploy/sizing.json')) as Sizing)
      : undefined,
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
