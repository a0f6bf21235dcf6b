// docker/compose.yaml: the infrastructure, each app's service, the database roles and the media volume.
import {
  type AppInfo,
  appPorts,
  type BackendApp,
  dataServiceOf,
  type DeploySnapshot,
  IMAGE_PREFIX,
  INFRASTRUCTURE,
  isBackend,
  portVar,
  type Report,
  RUNTIME_VARS,
} from './deploy-model';
import { hostPort, imageName, isRecord, list, rec, text } from './manifest-values';

/** Compose `environment` as a map, whichever of its two forms (map or KEY=VALUE list) is used. */
export function composeEnv(service: Record<string, unknown>): Map<string, string> {
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
export const composeImage = (value: unknown): string =>
  (text(value) ?? '').replace(/\$\{[A-Z0-9_]+:?-([^}]*)\}/g, '$1');

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
export function checkComposeMedia(
  s: DeploySnapshot,
  services: Record<string, unknown>,
  problem: Report,
): void {
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

export function checkComposeInfrastructure(
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

export function checkComposeApp(
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
