// k8s/: the kustomization, and each app's Deployment, Service, HPA and environment.
import type { AgreedValues } from './agreed-values';
import {
  type AppInfo,
  appPorts,
  CONFIG_MAP,
  dataServiceOf,
  type DeploySnapshot,
  IMAGE_PREFIX,
  isBackend,
  type K8sObject,
  portVar,
  type Report,
  RUNTIME_VARS,
  SECRET,
  SECRET_VAR,
} from './deploy-model';
import { at, hostPort, imageName, imageTag, isRecord, list, rec, text } from './manifest-values';

export function checkKustomization(s: DeploySnapshot, problem: Report): void {
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

export function containerEnv(
  container: Record<string, unknown>,
  configData: Map<string, string>,
): ContainerEnv {
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

export function checkSecretRefs(s: DeploySnapshot, where: string, env: ContainerEnv, problem: Report): void {
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

/** Checks an app's Deployment, Service and HPA (when it has one); returns the Deployment's image. */
export function checkK8sApp(
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
  // no HPA is fine when KEDA scales it (observability-checks.ts checkScaling: one of the two)
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

/** An address inside the cluster must be a Service of that name exposing that port. */
export function checkK8sTarget(
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
