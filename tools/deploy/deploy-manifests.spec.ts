// The deployment files (docker/compose.yaml, k8s/*) against the apps of the repository: a static
// consistency check, since no Docker engine or cluster runs here. The checker returns a list of
// problems; the broken copies below prove that it reports each kind of drift.
import { KAFKA_EVENT_TOPICS } from '@timber/events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkDeployment,
  type DeploySnapshot,
  globalPrefixOf,
  type K8sObject,
  loadDeploySnapshot,
  resolveEnvSchema,
  unresolvedSchemaParts,
  zodObjectSchemas,
} from './deploy-manifests';
import { mebibytes, millicores } from './manifest-values';

const root = join(__dirname, '..', '..');
const snapshot = loadDeploySnapshot(root);

/** A deep copy to break. */
const copy = (): DeploySnapshot => structuredClone(snapshot);

const k8sObject = (s: DeploySnapshot, kind: string, name: string): K8sObject => {
  const found = s.k8s.find((o) => o.kind === kind && o.name === name);
  if (!found) {
    throw new Error(`no ${kind} ${name}`);
  }
  return found;
};

/** Typed navigation into a parsed YAML object that the test knows the shape of. */
const node = (value: unknown, ...path: (string | number)[]): Record<string, unknown> => {
  let current = value;
  for (const key of path) {
    current = (current as Record<string | number, unknown>)[key];
  }
  if (typeof current !== 'object' || current === null) {
    throw new Error(`nothing at ${path.join('.')}`);
  }
  return current as Record<string, unknown>;
};

const container = (s: DeploySnapshot, app: string): Record<string, unknown> =>
  node(k8sObject(s, 'Deployment', app).body, 'spec', 'template', 'spec', 'containers', 0);
const composeService = (s: DeploySnapshot, name: string): Record<string, unknown> =>
  node(s.compose, 'services', name);
const composeEnv = (s: DeploySnapshot, name: string): Record<string, unknown> =>
  node(composeService(s, name), 'environment');

const serviceApps = snapshot.apps.filter((a) => a.kind === 'service');
const [firstService] = serviceApps;
const dataApp = serviceApps.find((a) => a.env.keys.includes('DATABASE_URL'));
const workerApp = snapshot.apps.find((a) => a.kind === 'worker');

describe('the repository', () => {
  it('discovers every app tagged type:app', () => {
    expect(snapshot.unknownApps).toEqual([]);
    expect(snapshot.apps.map((a) => a.name)).toEqual(
      expect.arrayContaining(['bff', 'identity', 'inventory']),
    );
    const bff = snapshot.apps.find((a) => a.name === 'bff');
    expect(bff).toMatchObject({ port: 3000, healthPath: '/api/health', readyPath: '/api/ready' });
    const identity = snapshot.apps.find((a) => a.name === 'identity');
    expect(identity).toMatchObject({ port: 3101, healthPath: '/health', readyPath: '/ready' });
    expect(identity?.kind === 'service' && identity.env.required).toEqual(
      expect.arrayContaining(['JWT_SECRET', 'DATABASE_URL', 'RELAY_DATABASE_URL']),
    );
    // orders signs its share links with a secret of its own, which has no default
    const orders = snapshot.apps.find((a) => a.name === 'orders');
    expect(orders).toMatchObject({ kind: 'service', port: 3107, healthPath: '/health' });
    expect(orders?.kind === 'service' && orders.env.required).toEqual(
      expect.arrayContaining(['SHARE_TOKEN_SECRET', 'DATABASE_URL', 'RELAY_DATABASE_URL']),
    );
  });

  it('tells a worker (HEALTH_PORT, no PORT) from a service and finds the data service of its scope', () => {
    expect(workerApp).toMatchObject({
      kind: 'worker',
      name: 'recognition-worker',
      port: 3106,
      healthPath: '/health',
      readyPath: '/ready',
      dataService: 'counting',
    });
    // the blob store's and the event bus's variables come from the shapes its config schema spreads
    expect(workerApp?.kind === 'worker' && workerApp.env.keys).toEqual(
      expect.arrayContaining([
        'HEALTH_PORT',
        'QUEUE_PREFIX',
        'BLOB_STORE',
        'BLOB_DIR',
        'S3_BUCKET',
        'EVENT_BUS',
        'KAFKA_BROKERS',
        'EVENT_STREAM_PREFIX',
      ]),
    );
    // it publishes its results for counting to record: no database of its own, nor counting's
    expect(workerApp?.kind === 'worker' && workerApp.env.keys).not.toContain('DATABASE_URL');
    expect(workerApp?.kind === 'worker' && workerApp.env.required).toEqual([]);
    expect(snapshot.apps.find((a) => a.name === 'counting')).toMatchObject({ kind: 'service', port: 3105 });
  });

  it('reads the Kafka cluster and a topic per entry of the topic table from k8s/kafka', () => {
    const kinds = snapshot.kafka.objects.map((o) => `${o.kind} ${o.name}`);
    expect(kinds).toEqual(expect.arrayContaining(['Kafka timber', 'KafkaNodePool dual-role']));
    expect(snapshot.kafka.objects.filter((o) => o.kind === 'KafkaTopic').map((o) => o.name)).toEqual(
      Object.keys(KAFKA_EVENT_TOPICS).map((context) => `timber.${context}`),
    );
    expect(snapshot.eventTopics).toEqual(KAFKA_EVENT_TOPICS);
  });

  it('deploys every app consistently in compose and k8s', () => {
    const problems = checkDeployment(snapshot);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('the network policies on broken copies', () => {
  const policy = (s: DeploySnapshot, name: string) => k8sObject(s, 'NetworkPolicy', name).body;

  it('reports a missing default deny', () => {
    const s = copy();
    s.k8s = s.k8s.filter((o) => o.name !== 'default-deny-ingress');
    expect(checkDeployment(s)).toContain('k8s: no NetworkPolicy denies ingress to every pod by default');
  });

  it('reports a service opened to anyone, and the internal port of ingest opened to another app', () => {
    const s = copy();
    node(policy(s, 'bff-from-anywhere'), 'spec', 'podSelector', 'matchLabels')['app.kubernetes.io/name'] =
      'inventory';
    node(policy(s, 'services-from-bff-only'), 'spec', 'ingress', 0, 'from', 0, 'podSelector', 'matchLabels')[
      'app.kubernetes.io/name'
    ] = 'web';
    const problems = checkDeployment(s);
    expect(problems).toContain(
      'k8s inventory: port 3102 must answer the bff alone, but a NetworkPolicy opens it wider',
    );
    expect(problems).toContain(
      'k8s ingest: port 3114 must answer the bff alone, but a NetworkPolicy opens it wider',
    );
    expect(problems).toContain(
      'k8s bff: port 3000 is public (devices or browsers call it) but no NetworkPolicy opens it',
    );
  });
});

describe('config schema reading', () => {
  const base = `
    export const serviceConfigSchema = z.object({
      HOST: z.string().default('127.0.0.1'),
      JWT_SECRET: z.string().min(32, { error: 'short' }),
      PREFIX: z
        .string()
        .regex(/^[a-z]+$/)
        .default('timber'),
      TRACE: z.string().optional(),
    });
    export const dataSchema = serviceConfigSchema.extend({ DATABASE_URL: z.url() });`;
  const app = `export const shopConfigSchema = dataSchema.extend({ PORT: z.coerce.number().int().default(4_100) });`;

  it('follows .extend and tells required keys from defaulted and optional ones', () => {
    const schemas = new Map([...zodObjectSchemas('base.ts', base), ...zodObjectSchemas('config.ts', app)]);
    expect(resolveEnvSchema(schemas, 'shopConfigSchema')).toEqual({
      env: {
        keys: ['HOST', 'JWT_SECRET', 'PREFIX', 'TRACE', 'DATABASE_URL', 'PORT'],
        required: ['JWT_SECRET', 'DATABASE_URL'],
      },
      port: 4100,
    });
    expect(resolveEnvSchema(schemas, 'missingSchema')).toBeUndefined();
  });

  it('follows spread shapes, local helpers and named schemas, and reads a HEALTH_PORT default', () => {
    const shared = `export const storeShape = { STORE: z.enum(['a', 'b']).default('a'), BUCKET: z.string().optional() };`;
    const worker = `
      const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
      const optionalText = z.string().trim().optional().transform((value) => value || undefined);
      export const workerConfigSchema = z.object({
        HEALTH_PORT: z.coerce.number().int().default(3_106),
        CONCURRENCY: count(1),
        DATABASE_URL: z.url(),
        TRIAL: optionalText,
        ...storeShape,
      });`;
    const schemas = new Map([
      ...zodObjectSchemas('shared.ts', shared),
      ...zodObjectSchemas('config.ts', worker),
    ]);
    expect(resolveEnvSchema(schemas, 'workerConfigSchema')).toEqual({
      env: {
        keys: ['HEALTH_PORT', 'CONCURRENCY', 'DATABASE_URL', 'TRIAL', 'STORE', 'BUCKET'],
        required: ['DATABASE_URL'],
      },
      healthPort: 3106,
    });
    // a spread shape declared in no file read is reported, not silently left out
    const alone = zodObjectSchemas('config.ts', worker);
    expect(resolveEnvSchema(alone, 'workerConfigSchema')).toBeUndefined();
    expect(unresolvedSchemaParts(alone, 'workerConfigSchema')).toEqual(['storeShape']);
  });

  it('finds the global route prefix of a main.ts', () => {
    expect(globalPrefixOf('a.ts', `const app = await createHttpApp(BffModule.forRoot(c), 'api');`)).toBe(
      'api',
    );
    expect(globalPrefixOf('b.ts', `app.setGlobalPrefix('/v1/');`)).toBe('v1');
    expect(globalPrefixOf('c.ts', `const app = await createHttpApp(M.forRoot(c));`)).toBe('');
  });
});

describe('the checker on broken copies', () => {
  if (!firstService || !dataApp) {
    throw new Error('the repository has no service app with a database');
  }
  const app = firstService.name;
  const expectProblem = (s: DeploySnapshot, pattern: RegExp): void => {
    const problems = checkDeployment(s);
    expect(
      problems.some((p) => pattern.test(p)),
      `expected ${String(pattern)} in:\n${problems.join('\n')}`,
    ).toBe(true);
  };

  it('reports a container port that is not the app port', () => {
    const s = copy();
    node(container(s, app), 'ports', 0)['containerPort'] = 9999;
    // (the other container port listed is its metrics port)
    expectProblem(s, new RegExp(`k8s ${app}: containerPort 9999(, \\d+)* is not the app's port`));
  });

  it('reports a compose PORT that differs from the app port', () => {
    const s = copy();
    composeEnv(s, app)['PORT'] = '4000';
    expectProblem(s, new RegExp(`compose ${app}: PORT is 4000`));
  });

  it('reports a Service targeting another port', () => {
    const s = copy();
    node(k8sObject(s, 'Service', app).body, 'spec', 'ports', 0)['targetPort'] = 8081;
    expectProblem(s, new RegExp(`k8s ${app}: Service targetPort 8081`));
  });

  it('reports probes on the wrong paths', () => {
    const s = copy();
    node(container(s, app), 'readinessProbe', 'httpGet')['path'] = '/status';
    expectProblem(s, new RegExp(`k8s ${app}: readinessProbe path is /status`));
  });

  it('reports a missing Deployment, Service and HPA for a new app', () => {
    const s = copy();
    s.apps.push({ ...firstService, name: 'planing', port: 3103 });
    const problems = checkDeployment(s);
    for (const missing of [
      'compose: app planing has no service',
      'k8s planing: no Deployment',
      'k8s planing: no Service',
    ]) {
      expect(problems).toContain(missing);
    }
    expect(problems).toContain(
      'k8s planing: neither a HorizontalPodAutoscaler nor a KEDA ScaledObject scales it',
    );
  });

  it('reports an HPA whose scaleTargetRef names no Deployment', () => {
    const s = copy();
    node(k8sObject(s, 'HorizontalPodAutoscaler', app).body, 'spec', 'scaleTargetRef')['name'] = 'nobody';
    expectProblem(s, new RegExp(`k8s ${app}: HPA scaleTargetRef Deployment/nobody is no Deployment`));
  });

  it('reports images that differ between compose and k8s', () => {
    const s = copy();
    container(s, app)['image'] = `timber/${app}:9.9.9`;
    expectProblem(s, new RegExp(`${app}: compose image timber/${app}:.* differs from the k8s image`));
  });

  it('reports a secret given as a literal value in k8s', () => {
    const s = copy();
    const env = container(s, app)['env'] as unknown[];
    env.push({ name: 'JWT_SECRET', value: 'x'.repeat(40) });
    expectProblem(s, new RegExp(`k8s ${app}: JWT_SECRET is a literal value`));
  });

  it('reports a secret written into compose', () => {
    const s = copy();
    composeEnv(s, app)['JWT_SECRET'] = 'y'.repeat(40);
    expectProblem(s, new RegExp(`compose: ${app} JWT_SECRET holds a literal secret`));
  });

  it('reports a required variable that is not provided', () => {
    const s = copy();
    delete composeEnv(s, dataApp.name)['DATABASE_URL'];
    expectProblem(s, new RegExp(`compose ${dataApp.name}: required DATABASE_URL is not set`));
    const k8s = container(s, dataApp.name);
    k8s['env'] = (k8s['env'] as { name: string }[]).filter((e) => e.name !== 'RELAY_DATABASE_URL');
    expectProblem(s, new RegExp(`k8s ${dataApp.name}: required RELAY_DATABASE_URL is not provided`));
  });

  it('reports a database URL with another role than libs/db creates', () => {
    const s = copy();
    composeEnv(s, dataApp.name)['DATABASE_URL'] = 'postgres://postgres@postgres:5432/timber';
    expectProblem(s, new RegExp(`compose ${dataApp.name}: DATABASE_URL connects as postgres, expected role`));
  });

  it('reports an event bus other than Kafka in compose', () => {
    const s = copy();
    composeEnv(s, app)['EVENT_BUS'] = 'redis';
    expectProblem(s, new RegExp(`compose ${app}: EVENT_BUS must be kafka`));
  });

  it('reports Kafka with ZooKeeper', () => {
    const s = copy();
    node(s.compose, 'services')['zookeeper'] = { image: 'bitnami/zookeeper:3.9' };
    composeEnv(s, 'kafka')['KAFKA_PROCESS_ROLES'] = 'broker';
    expectProblem(s, /compose: service zookeeper runs ZooKeeper/);
    expectProblem(s, /compose: kafka is not in KRaft mode/);
  });

  it('reports a dependency without a health condition', () => {
    const s = copy();
    node(composeService(s, 'bff'), 'depends_on')[app] = {};
    expectProblem(
      s,
      new RegExp(`compose bff: depends_on ${app} (must have condition service_healthy|has no condition)`),
    );
  });

  it('reports an app URL pointing at a port no Service exposes', () => {
    const s = copy();
    const data = node(k8sObject(s, 'ConfigMap', 'timber-config').body, 'data');
    const [key] =
      Object.entries(data).find(([, v]) => typeof v === 'string' && v.startsWith('http://')) ?? [];
    if (!key) {
      throw new Error('no app URL in the ConfigMap');
    }
    data[key] = 'http://identity:1';
    expectProblem(s, new RegExp(`ConfigMap timber-config ${key}: Service identity does not expose port 1`));
  });

  it('reports a manifest left out of the kustomization', () => {
    const s = copy();
    s.kustomizationResources = s.kustomizationResources.filter((f) => f !== `${app}.yaml`);
    expectProblem(s, new RegExp(`k8s: ${app}.yaml is not listed in kustomization.yaml`));
  });
});

describe('the checker on broken copies of the worker', () => {
  if (!workerApp) {
    throw new Error('the repository has no worker app');
  }
  const worker = workerApp.name;
  const problemsOf = (s: DeploySnapshot): string[] => checkDeployment(s);
  const expectProblem = (s: DeploySnapshot, pattern: RegExp): void => {
    const problems = problemsOf(s);
    expect(
      problems.some((p) => pattern.test(p)),
      `expected ${String(pattern)} in:\n${problems.join('\n')}`,
    ).toBe(true);
  };

  it('wants a Deployment and an autoscaler for a new worker, and no Service', () => {
    const s = copy();
    s.apps.push({ ...workerApp, name: 'grading-worker', port: 3107 });
    const problems = problemsOf(s);
    expect(problems).toContain('k8s grading-worker: no Deployment');
    expect(problems).toContain(
      'k8s grading-worker: neither a HorizontalPodAutoscaler nor a KEDA ScaledObject scales it',
    );
    expect(problems).not.toContain('k8s grading-worker: no Service');

    const withService = copy();
    const service = structuredClone(k8sObject(withService, 'Service', 'counting'));
    withService.k8s.push({ ...service, name: worker });
    expectProblem(withService, new RegExp(`k8s ${worker}: a worker takes no requests; it has no Service`));
  });

  it("reports a HEALTH_PORT or probe port that is not the health server's", () => {
    const s = copy();
    composeEnv(s, worker)['HEALTH_PORT'] = '3000';
    expectProblem(
      s,
      new RegExp(`compose ${worker}: HEALTH_PORT is 3000, the app listens on ${workerApp.port}`),
    );
    node(container(s, worker), 'readinessProbe', 'httpGet')['port'] = 3105;
    expectProblem(s, new RegExp(`k8s ${worker}: readinessProbe port 3105 is not the app's port`));
    composeService(s, worker)['ports'] = ['3106:3106'];
    expectProblem(s, new RegExp(`compose ${worker}: a worker takes no requests and publishes no ports`));
  });

  /**
   * A copy in which the worker reads its data service's schema (as the recognition worker did
   * before issue 23), deployed as it must be: the service's role and secret, after the migration.
   */
  const readingItsServiceSchema = (): DeploySnapshot => {
    const s = copy();
    s.apps = s.apps.map((a) =>
      a.kind === 'worker'
        ? {
            ...a,
            env: { keys: [...a.env.keys, 'DATABASE_URL'], required: [...a.env.required, 'DATABASE_URL'] },
          }
        : a,
    );
    composeEnv(s, worker)['DATABASE_URL'] = 'postgres://counting_svc@postgres:5432/timber';
    Object.assign(node(composeService(s, worker), 'depends_on'), {
      postgres: { condition: 'service_healthy' },
      migrate: { condition: 'service_completed_successfully' },
    });
    (container(s, worker)['env'] as unknown[]).push({
      name: 'DATABASE_URL',
      valueFrom: { secretKeyRef: { name: 'timber-secrets', key: 'COUNTING_DATABASE_URL' } },
    });
    return s;
  };

  it('reports a worker connecting as another role, or with another secret, than its data service', () => {
    expect(problemsOf(readingItsServiceSchema())).toEqual([]);
    const s = readingItsServiceSchema();
    composeEnv(s, worker)['DATABASE_URL'] = 'postgres://counting_relay@postgres:5432/timber';
    expectProblem(
      s,
      new RegExp(`compose ${worker}: DATABASE_URL connects as counting_relay, expected role counting_svc`),
    );
    const env = container(s, worker)['env'] as {
      name: string;
      valueFrom?: { secretKeyRef: { key: string } };
    }[];
    const url = env.find((e) => e.name === 'DATABASE_URL');
    if (!url?.valueFrom) {
      throw new Error('no DATABASE_URL secret reference');
    }
    url.valueFrom.secretKeyRef.key = 'RECOGNITION_WORKER_DATABASE_URL';
    expectProblem(
      s,
      new RegExp(
        `k8s ${worker}: DATABASE_URL uses secret key RECOGNITION_WORKER_DATABASE_URL, expected COUNTING_DATABASE_URL`,
      ),
    );
  });

  it('reports a worker whose scope has no data service', () => {
    const s = readingItsServiceSchema();
    s.apps = s.apps.map((a) => (a.kind === 'worker' ? { ...a, dataService: undefined } : a));
    expectProblem(
      s,
      new RegExp(`compose ${worker}: a worker reads DATABASE_URL but no one data service shares its scope`),
    );
  });

  it('reports media that the worker would not see: another volume or folder, another queue prefix', () => {
    const s = copy();
    composeService(s, worker)['volumes'] = ['other-media:/var/lib/timber/media'];
    node(s.compose, 'volumes')['other-media'] = null;
    expectProblem(
      s,
      /compose: the apps on the local blob store do not share one volume: media \(counting\), other-media/,
    );

    const moved = copy();
    composeEnv(moved, worker)['BLOB_DIR'] = '/srv/media';
    expectProblem(moved, new RegExp(`compose ${worker}: BLOB_DIR /srv/media is on no named volume`));

    const unowned = copy();
    unowned.dockerfile = unowned.dockerfile.replace(/^RUN mkdir -p .*$/m, '');
    expectProblem(unowned, /Dockerfile: the app stage does not create \/var\/lib\/timber\/media/);

    const prefix = copy();
    composeEnv(prefix, worker)['QUEUE_PREFIX'] = 'other';
    expectProblem(
      prefix,
      /compose: the apps reading QUEUE_PREFIX are given different values: .*other \(recognition-worker\)/,
    );
  });

  it('reports a local blob store in k8s (the replicas share no disk)', () => {
    const s = copy();
    node(k8sObject(s, 'ConfigMap', 'timber-config').body, 'data')['BLOB_STORE'] = 'local';
    expectProblem(s, new RegExp(`k8s ${worker}: BLOB_STORE must be s3 in k8s \\(is local\\)`));
    expectProblem(s, /k8s counting: BLOB_STORE must be s3 in k8s/);
    const noBucket = copy();
    delete node(k8sObject(noBucket, 'ConfigMap', 'timber-config').body, 'data')['S3_BUCKET'];
    expectProblem(noBucket, new RegExp(`k8s ${worker}: BLOB_STORE is s3 but S3_BUCKET is not provided`));
  });
});

describe('the Kafka cluster on broken copies', () => {
  const kafkaObject = (s: DeploySnapshot, kind: string, name: string): Record<string, unknown> => {
    const found = s.kafka.objects.find((o) => o.kind === kind && o.name === name);
    if (!found) {
      throw new Error(`no ${kind} ${name} in k8s/kafka`);
    }
    return found.body;
  };
  const topic = (s: DeploySnapshot, name: string) => kafkaObject(s, 'KafkaTopic', name);
  const brokerConfig = (s: DeploySnapshot) =>
    node(kafkaObject(s, 'Kafka', 'timber'), 'spec', 'kafka', 'config');
  const listener = (s: DeploySnapshot) =>
    node(kafkaObject(s, 'Kafka', 'timber'), 'spec', 'kafka', 'listeners', 0);
  const configMap = (s: DeploySnapshot) => node(k8sObject(s, 'ConfigMap', 'timber-config').body, 'data');
  const problemsOf = (s: DeploySnapshot): string[] => checkDeployment(s);

  it('reports a topic of the table without its KafkaTopic, and a KafkaTopic the table does not have', () => {
    const s = copy();
    s.kafka.objects = s.kafka.objects.filter((o) => o.name !== 'timber.inventory');
    s.eventTopics = { ...s.eventTopics, planing: { partitions: 3, retentionHours: 168 } };
    const extra = structuredClone(s.kafka.objects.find((o) => o.name === 'timber.orders'));
    if (!extra) {
      throw new Error('no KafkaTopic timber.orders');
    }
    s.kafka.objects.push({ ...extra, name: 'timber.dlq.orders-settlement' });
    const problems = problemsOf(s);
    expect(problems).toContain(
      'k8s/kafka: no KafkaTopic timber.inventory (KAFKA_EVENT_TOPICS under EVENT_STREAM_PREFIX timber)',
    );
    expect(problems).toContain(
      'k8s/kafka: no KafkaTopic timber.planing (KAFKA_EVENT_TOPICS under EVENT_STREAM_PREFIX timber)',
    );
    expect(problems).toContain(
      "k8s/kafka: KafkaTopic timber.dlq.orders-settlement is no topic of KAFKA_EVENT_TOPICS (dead-letter topics are the apps' to create)",
    );
  });

  it('names the topics under the ConfigMap prefix', () => {
    const s = copy();
    configMap(s)['EVENT_STREAM_PREFIX'] = 'lumber';
    const problems = problemsOf(s);
    expect(problems).toContain(
      'k8s/kafka: no KafkaTopic lumber.identity (KAFKA_EVENT_TOPICS under EVENT_STREAM_PREFIX lumber)',
    );
    expect(
      problems.filter((p) => /KafkaTopic timber\.\w+ is no topic of KAFKA_EVENT_TOPICS/.test(p)),
    ).toHaveLength(Object.keys(KAFKA_EVENT_TOPICS).length);
  });

  it('reports partitions and retention that differ from the table, on either side', () => {
    const s = copy();
    node(topic(s, 'timber.ingest'), 'spec')['partitions'] = 4;
    node(topic(s, 'timber.billing'), 'spec', 'config')['retention.ms'] = 86_400_000;
    s.eventTopics = { ...s.eventTopics, sawing: { partitions: 12, retentionHours: 168 } };
    const problems = problemsOf(s);
    expect(problems).toContain('k8s/kafka KafkaTopic timber.ingest: 4 partitions, KAFKA_EVENT_TOPICS says 6');
    expect(problems).toContain(
      'k8s/kafka KafkaTopic timber.sawing: 3 partitions, KAFKA_EVENT_TOPICS says 12',
    );
    expect(problems).toContain(
      'k8s/kafka KafkaTopic timber.billing: retention.ms is 86400000, KAFKA_EVENT_TOPICS says 168 hours (604800000)',
    );
  });

  it('reports more replicas than brokers, and an in-sync minimum that stops the writes or risks the events', () => {
    const s = copy();
    node(kafkaObject(s, 'KafkaNodePool', 'dual-role'), 'spec')['replicas'] = 2;
    const fewer = problemsOf(s);
    expect(fewer).toContain(
      'k8s/kafka Kafka timber: its node pools run 2 brokers; every topic is written to 3',
    );
    expect(fewer).toContain(
      'k8s/kafka Kafka timber: its node pools run 2 controllers; the KRaft quorum needs an odd number, at least 3',
    );
    expect(fewer).toContain(
      'k8s/kafka KafkaTopic timber.identity: 3 replicas, but the Kafka timber runs 2 brokers',
    );

    const isr = copy();
    node(topic(isr, 'timber.counting'), 'spec', 'config')['min.insync.replicas'] = 3;
    node(topic(isr, 'timber.devices'), 'spec', 'config')['min.insync.replicas'] = 1;
    const problems = problemsOf(isr);
    expect(problems).toContain(
      'k8s/kafka KafkaTopic timber.counting: min.insync.replicas 3 is not below its 3 replicas (one node down would stop the writes)',
    );
    expect(problems).toContain(
      'k8s/kafka KafkaTopic timber.devices: min.insync.replicas 1 is below 2 (an acknowledged event would live on one node)',
    );
  });

  it('reports broker defaults that weaken replication or create topics on first use', () => {
    const s = copy();
    brokerConfig(s)['default.replication.factor'] = 1;
    brokerConfig(s)['auto.create.topics.enable'] = true;
    delete brokerConfig(s)['transaction.state.log.min.isr'];
    delete node(kafkaObject(s, 'Kafka', 'timber'), 'spec', 'entityOperator')['topicOperator'];
    const problems = problemsOf(s);
    expect(problems).toContain('k8s/kafka Kafka timber: default.replication.factor is 1, expected 3');
    expect(problems).toContain('k8s/kafka Kafka timber: transaction.state.log.min.isr is unset, expected 2');
    expect(problems).toContain(
      "k8s/kafka Kafka timber: auto.create.topics.enable must be false (the topics are resources and the apps')",
    );
    expect(problems).toContain(
      'k8s/kafka Kafka timber: no entityOperator.topicOperator, so nothing applies the KafkaTopic resources',
    );
  });

  it('reports nodes without persistent storage or resources, an old Strimzi API, a file left out', () => {
    const s = copy();
    const pool = node(kafkaObject(s, 'KafkaNodePool', 'dual-role'), 'spec');
    pool['storage'] = { type: 'ephemeral' };
    delete pool['resources'];
    const [first] = s.kafka.objects;
    if (!first) {
      throw new Error('k8s/kafka is empty');
    }
    first.apiVersion = 'kafka.strimzi.io/v1beta2';
    s.kafka.files = [...s.kafka.files, 'users.yaml'];
    const problems = problemsOf(s);
    expect(problems).toContain(
      'k8s/kafka KafkaNodePool dual-role: storage must be persistent-claim volumes (an ephemeral node restarts empty)',
    );
    expect(problems).toContain(
      'k8s/kafka KafkaNodePool dual-role: resources need cpu and memory requests and a memory limit',
    );
    expect(problems).toContain(
      `k8s/kafka: ${first.kind} ${first.name} is kafka.strimzi.io/v1beta2; Strimzi serves kafka.strimzi.io/v1 only`,
    );
    expect(problems).toContain('k8s/kafka: users.yaml is not listed in its kustomization.yaml resources');
  });

  it("reports KAFKA_BROKERS that is not the cluster's bootstrap Service on a listener the apps speak", () => {
    const s = copy();
    configMap(s)['KAFKA_BROKERS'] = 'kafka:9092,timber-kafka-bootstrap:9093';
    const problems = problemsOf(s);
    expect(problems).toContain(
      'k8s: ConfigMap timber-config KAFKA_BROKERS kafka:9092 is not timber-kafka-bootstrap:<port>, the bootstrap Service of the Kafka timber',
    );
    expect(problems).toContain(
      'k8s: ConfigMap timber-config KAFKA_BROKERS timber-kafka-bootstrap:9093: the Kafka timber has no listener on port 9093',
    );

    const tls = copy();
    listener(tls)['tls'] = true;
    expect(problemsOf(tls)).toContain(
      'k8s: ConfigMap timber-config KAFKA_BROKERS timber-kafka-bootstrap:9092: listener plain is not internal plain text without authentication, which the apps speak',
    );
    // in another namespace, by its full name
    const elsewhere = copy();
    configMap(elsewhere)['KAFKA_BROKERS'] = 'timber-kafka-bootstrap.kafka.svc:9092';
    // an overlay that moves Kafka patches the KEDA ScaledObjects' Kafka triggers too
    expect(problemsOf(elsewhere)).toContain(
      "k8s inventory: a Kafka trigger's bootstrapServers is not timber-config's KAFKA_BROKERS (timber-kafka-bootstrap.kafka.svc:9092)",
    );
    for (const scaled of elsewhere.k8s.filter((o) => o.kind === 'ScaledObject')) {
      for (const trigger of node(scaled.body, 'spec')['triggers'] as Record<string, unknown>[]) {
        if (trigger['type'] === 'kafka') {
          node(trigger, 'metadata')['bootstrapServers'] = 'timber-kafka-bootstrap.kafka.svc:9092';
        }
      }
    }
    expect(problemsOf(elsewhere)).toEqual([]);
  });

  it("reports an app that reads KAFKA_BROKERS but the listener's network policy keeps out", () => {
    const s = copy();
    const expression = node(listener(s), 'networkPolicyPeers', 0, 'podSelector', 'matchExpressions', 0);
    expression['values'] = (expression['values'] as string[]).filter((app) => app !== 'recognition-worker');
    expect(problemsOf(s)).toEqual([
      'k8s/kafka Kafka timber: listener plain lets no pod of recognition-worker in (networkPolicyPeers), which reads KAFKA_BROKERS',
    ]);
  });

  it('reports a compose broker that creates topics, keeps no data or is no Kafka 4', () => {
    const s = copy();
    const kafka = composeService(s, 'kafka');
    kafka['image'] = 'bitnami/kafka:3.9';
    composeEnv(s, 'kafka')['KAFKA_AUTO_CREATE_TOPICS_ENABLE'] = 'true';
    delete kafka['volumes'];
    const problems = problemsOf(s);
    expect(problems).toContain(
      'compose: kafka must run the official Apache Kafka 4 image, apache/kafka:4.x (image bitnami/kafka:3.9)',
    );
    expect(problems).toContain(
      "compose: kafka creates topics on first use; set KAFKA_AUTO_CREATE_TOPICS_ENABLE 'false' (the apps create theirs)",
    );
    expect(problems).toContain(
      "compose: kafka's log dir /var/lib/kafka/data (KAFKA_LOG_DIRS) is on no named volume; a new container would lose the events and offsets",
    );
  });
});

describe('metrics, scaling, disruption budgets, resources and alert rules on broken copies', () => {
  const problemsOf = (s: DeploySnapshot): string[] => checkDeployment(s);
  const metricsPort = (s: DeploySnapshot, app: string): Record<string, unknown> => {
    const ports = container(s, app)['ports'] as Record<string, unknown>[];
    const port = ports.find((p) => p['name'] === 'metrics');
    if (!port) {
      throw new Error(`${app} has no metrics port`);
    }
    return port;
  };
  const triggers = (s: DeploySnapshot, app: string): Record<string, unknown>[] =>
    node(k8sObject(s, 'ScaledObject', app).body, 'spec')['triggers'] as Record<string, unknown>[];

  it('reads the subscriptions each app scales on, from every consumer file', () => {
    expect(snapshot.unreadConsumers).toEqual([]);
    expect(snapshot.consumers['inventory']).toContainEqual({ group: 'inventory.ingest', topics: ['ingest'] });
    expect(snapshot.consumers['billing']).toEqual([
      { group: 'billing.usage', topics: ['inventory', 'counting'] },
    ]);
    expect(snapshot.consumers['bff'] ?? []).toEqual([]);
    const s = copy();
    s.unreadConsumers.push('apps/orders/src/x/events/x.consumer.ts');
    expect(problemsOf(s)).toContain(
      "apps/orders/src/x/events/x.consumer.ts: no subscription (group: '…', topics: [...]) found to scale the app on",
    );
  });

  it('reports a metrics port that is missing, moved, or not the table of npm start', () => {
    expect(snapshot.apps.find((a) => a.name === 'inventory')?.metricsPort).toBe(9402);
    const missing = copy();
    const inventory = container(missing, 'inventory');
    inventory['ports'] = (inventory['ports'] as Record<string, unknown>[]).filter(
      (p) => p['name'] !== 'metrics',
    );
    expect(problemsOf(missing)).toContain(
      'k8s inventory: no container port named metrics (its metrics, 9402)',
    );

    const moved = copy();
    metricsPort(moved, 'orders')['containerPort'] = 9999;
    expect(problemsOf(moved)).toContain(
      'k8s orders: container port metrics is 9999, but the app serves its metrics on 9407',
    );

    const table = copy();
    table.metricsPorts['sawing'] = 9499;
    expect(problemsOf(table)).toContain(
      'sawing: METRICS_PORT defaults to 9409 in its config schema, but METRICS_PORTS says 9499',
    );
  });

  it('reports an app no PodMonitor scrapes, or one that names another job', () => {
    const s = copy();
    node(k8sObject(s, 'PodMonitor', 'devices').body, 'spec', 'podMetricsEndpoints', 0)['port'] = 'http';
    expect(problemsOf(s)).toContain(
      'k8s devices: expected one PodMonitor scraping port metrics (/metrics) of its pods, found 0',
    );
    const job = copy();
    node(k8sObject(job, 'PodMonitor', 'recognition-worker').body, 'spec')['jobLabel'] =
      'app.kubernetes.io/component';
    expect(problemsOf(job)).toContain(
      'k8s recognition-worker: PodMonitor recognition-worker must take the job from a pod label that is recognition-worker (jobLabel)',
    );
  });

  it('reports a metrics port opened wider than the monitoring namespace, or to nobody', () => {
    const s = copy();
    delete node(k8sObject(s, 'NetworkPolicy', 'metrics-from-monitoring').body, 'spec', 'ingress', 0)['from'];
    expect(problemsOf(s)).toContain(
      'k8s billing: port metrics must answer the monitoring namespace alone, but a NetworkPolicy opens it wider',
    );
    const closed = copy();
    closed.k8s = closed.k8s.filter((o) => o.name !== 'metrics-from-monitoring');
    expect(problemsOf(closed)).toContain('k8s bff: no NetworkPolicy lets Prometheus reach port metrics');
  });

  it('reports an app scaled by both an HPA and KEDA, or by neither', () => {
    const both = copy();
    const hpa = structuredClone(k8sObject(both, 'HorizontalPodAutoscaler', 'bff'));
    node(hpa.body, 'spec', 'scaleTargetRef')['name'] = 'inventory';
    node(hpa.body, 'metadata')['name'] = 'inventory';
    both.k8s.push({ ...hpa, name: 'inventory' });
    expect(problemsOf(both)).toContain(
      'k8s inventory: both a HorizontalPodAutoscaler and a KEDA ScaledObject scale it; keep one',
    );
    const neither = copy();
    neither.k8s = neither.k8s.filter((o) => !(o.kind === 'ScaledObject' && o.name === 'orders'));
    const problems = problemsOf(neither);
    expect(problems).toContain(
      'k8s orders: neither a HorizontalPodAutoscaler nor a KEDA ScaledObject scales it',
    );
    expect(problems).toContain(
      'k8s orders: an event consumer is scaled by KEDA on its Kafka lag (a ScaledObject), not by CPU alone',
    );
  });

  it("reports a consumer's group and topic no Kafka trigger scales on, and a trigger on none", () => {
    const s = copy();
    const inventory = node(k8sObject(s, 'ScaledObject', 'inventory').body, 'spec');
    inventory['triggers'] = triggers(s, 'inventory').filter(
      (t) => node(t, 'metadata')['consumerGroup'] !== 'timber.inventory.ingest',
    );
    node(
      triggers(s, 'orders').find((t) => t['type'] === 'kafka'),
      'metadata',
    )['topic'] = 'timber.sawing';
    const problems = problemsOf(s);
    expect(problems).toContain(
      'k8s inventory: no Kafka trigger scales it on the lag of timber.inventory.ingest timber.ingest (group topic)',
    );
    expect(problems).toContain(
      'k8s orders: a Kafka trigger scales on timber.orders.sheets timber.sawing, a group and topic the app does not consume',
    );
    // a subscription added in code and not in the manifest
    const added = copy();
    added.consumers['devices']?.push({ group: 'devices.firmware', topics: ['identity'] });
    expect(problemsOf(added)).toContain(
      'k8s devices: no Kafka trigger scales it on the lag of timber.devices.firmware timber.identity (group topic)',
    );
  });

  it('reports an HTTP service scaled by KEDA without CPU, and a worker not scaled on its queue', () => {
    const s = copy();
    node(k8sObject(s, 'ScaledObject', 'sawing').body, 'spec')['triggers'] = triggers(s, 'sawing').filter(
      (t) => t['type'] !== 'cpu',
    );
    node(triggers(s, 'recognition-worker')[0], 'metadata')['listName'] = 'bull:recognition:wait';
    const problems = problemsOf(s);
    expect(problems).toContain('k8s sawing: an HTTP service scaled by KEDA needs a cpu trigger too');
    expect(problems).toContain(
      "k8s recognition-worker: no redis trigger scales it on the queue's waiting list timber-bull:recognition:wait at timber-config's REDIS_URL",
    );
  });

  it('reports a PodDisruptionBudget that selects other pods, or none', () => {
    const s = copy();
    node(k8sObject(s, 'PodDisruptionBudget', 'identity').body, 'spec', 'selector', 'matchLabels')[
      'app.kubernetes.io/name'
    ] = 'identiti';
    const problems = problemsOf(s);
    expect(problems).toContain('k8s identity: expected one PodDisruptionBudget selecting its pods, found 0');
    expect(problems).toContain("k8s: PodDisruptionBudget identity selects no Deployment's pods");
  });

  it('reports a container without CPU and memory requests and limits', () => {
    const s = copy();
    delete node(container(s, 'counting'), 'resources', 'limits')['cpu'];
    const job = node(k8sObject(s, 'Job', 'timber-migrate').body, 'spec', 'template', 'spec', 'containers', 0);
    delete node(job, 'resources')['requests'];
    const problems = problemsOf(s);
    expect(problems).toContain('k8s Deployment counting: container counting has no limits.cpu');
    expect(problems).toContain(
      `k8s Job timber-migrate: container ${String(job['name'])} has no requests.cpu, requests.memory`,
    );
  });

  it('reports a PrometheusRule that is not the alert rules, and a restart alert blind to an app', () => {
    const s = copy();
    node(k8sObject(s, 'PrometheusRule', 'timber-alerts').body, 'spec', 'groups', 0, 'rules', 0)['for'] = '1h';
    expect(problemsOf(s)).toContain(
      'k8s: PrometheusRule timber-alerts differs from deploy/observability/prometheus/alerts.yaml (npm run observability:generate)',
    );
    const blind = copy();
    const restart = (
      node(blind.alertRules, 'groups') as unknown as { rules: { alert: string; expr: string }[] }[]
    )
      .flatMap((g) => g.rules)
      .find((r) => r.alert === 'PodRestarting');
    if (!restart) {
      throw new Error('no PodRestarting alert');
    }
    restart.expr = restart.expr.replace('|web', '');
    expect(problemsOf(blind)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^alerts.yaml: PodRestarting watches the containers bff\|.*, the apps are /),
      ]),
    );
  });
});

describe("the k8s resources against the soak's measure (deploy/sizing.json)", () => {
  const problemsOf = (s: DeploySnapshot): string[] => checkDeployment(s);
  const sizingProblems = (s: DeploySnapshot) =>
    problemsOf(s).filter((problem) => problem.includes('soak') || problem.includes('sizing'));

  it('gives every backend app at least its peak RSS, headroom above it and the cores it used', () => {
    expect(snapshot.sizing?.measured).toContain('bench:soak');
    expect(sizingProblems(snapshot)).toEqual([]);
  });

  it('reports a request under the peak, a limit without headroom, too little CPU and an app not measured', () => {
    const s = copy();
    s.sizing!.processes['bff'] = { peakRssMiB: 400, cores: 2 };
    node(container(s, 'bff'), 'resources')['requests'] = { cpu: '100m', memory: '256Mi' };
    node(container(s, 'bff'), 'resources')['limits'] = { cpu: '1', memory: '512Mi' };
    delete s.sizing!.processes['inventory'];
    expect(sizingProblems(s)).toEqual([
      'k8s bff: memory request 256Mi is under its peak RSS in the soak (400 MiB)',
      'k8s bff: memory limit 512Mi leaves under 1.5x its peak RSS in the soak (400 MiB)',
      'k8s bff: cpu request 100m is under what it used in the soak (2000m)',
      'k8s inventory: not measured in deploy/sizing.json',
    ]);
    s.sizing = undefined;
    expect(sizingProblems(s)).toEqual([
      'deploy/sizing.json is missing: the k8s resources have no measure (npm run bench:soak writes it)',
    ]);
  });

  it('reads quantities as k8s writes them', () => {
    expect([millicores('250m'), millicores('1'), millicores('0.5'), millicores('lots')]).toEqual([
      250,
      1000,
      500,
      undefined,
    ]);
    expect([mebibytes('256Mi'), mebibytes('1Gi'), mebibytes('1048576'), mebibytes('1M')]).toEqual([
      256,
      1024,
      1,
      1e6 / 1024 ** 2,
    ]);
  });
});
