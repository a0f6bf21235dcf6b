import {
  CONFIG_MAP,
  type DeploySnapshot,
  isBackend,
  type K8sObject,
  KAFKA_DIR,
  KAFKA_MIN_IN_SYNC,
  KAFKA_REPLICATION,
  type Report,
  STRIMZI_API,
} from './deploy-model';
import { at, hostPort, isRecord, list, rec, text } from './manifest-values';
import { selects } from './network-policy-checks';

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
export function checkKafka(s: DeploySnapshot, configData: Map<string, string>, problem: Report): void {
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
