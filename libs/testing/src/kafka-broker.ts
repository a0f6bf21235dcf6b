import { correctKafkajsIdleTimer } from '@timber/events';
import { Kafka, logLevel } from 'kafkajs';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

correctKafkajsIdleTimer();

const ROOT = join(__dirname, '..', '..', '..');
const POM = join(ROOT, 'tools', 'kafka', 'pom.xml');

/** The Apache Kafka release tools/kafka/pom.xml pins (its kafka.version). */
export const KAFKA_VERSION =
  /<kafka\.version>([^<]+)<\/kafka\.version>/.exec(readFileSync(POM, 'utf8'))?.[1] ?? '';

const MISSING_JAVA =
  'Kafka runs on Java 17 or newer: install the Debian package openjdk-17-jre-headless (or set KAFKA_BROKERS to a running cluster).';
const MISSING_MAVEN =
  "Kafka's broker comes from Maven Central: install the Debian package maven (or set KAFKA_BROKERS to a running cluster).";

function commandWorks(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The folder of the broker's jars (tmp/kafka/<version>/libs), fetched from Maven Central by the
 * pinned pom the first time. A JDK and Maven are checked first, with the Debian packages named.
 * Fetched into a scratch folder and renamed, so a cut-off fetch never leaves half a classpath.
 */
export function kafkaDistribution(): string {
  const libs = join(ROOT, 'tmp', 'kafka', KAFKA_VERSION, 'libs');
  if (existsSync(join(libs, `kafka_2.13-${KAFKA_VERSION}.jar`))) {
    return libs;
  }
  if (!commandWorks('java', ['-version'])) {
    throw new Error(MISSING_JAVA);
  }
  if (!commandWorks('mvn', ['-v'])) {
    throw new Error(MISSING_MAVEN);
  }
  const scratch = `${libs}.${process.pid}.${randomBytes(4).toString('hex')}`;
  execFileSync(
    'mvn',
    [
      '-B',
      '-q',
      '-f',
      POM,
      'dependency:copy-dependencies',
      '-DincludeScope=runtime',
      `-DoutputDirectory=${scratch}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    renameSync(scratch, libs);
  } catch (error) {
    // another process fetched it meanwhile
    rmSync(scratch, { recursive: true, force: true });
    if (!existsSync(libs)) {
      throw error;
    }
  }
  return libs;
}

export interface KafkaClusterOptions {
  /** 1 (the default) or 3 nodes, each a combined KRaft controller and broker. */
  nodes?: 1 | 3;
  /** Where each node keeps its data, config and log (node-<id>/); a fresh temporary folder when absent. */
  dir?: string;
  /** The client ports of the nodes; free ports when absent. */
  ports?: number[];
  /** The controller (KRaft quorum) ports of the nodes; free ports when absent. */
  controllerPorts?: number[];
  /** Broker settings over the defaults below (e.g. a shorter minimum session timeout). */
  config?: Record<string, string>;
  /** The JVM heap of each node, in MB. Default 512. */
  heapMb?: number;
}

interface KafkaNode {
  id: number;
  port: number;
  controllerPort: number;
  dir: string;
  process?: ChildProcess;
}

const alive = new Set<ChildProcess>();
let exitHook = false;

/**
 * A real Apache Kafka cluster on this machine (the jars of tools/kafka/pom.xml): the broker of
 * the tests, the drills and `EVENT_BUS=kafka npm start`. KRaft in combined mode (every node a
 * controller and a broker), plaintext on loopback, topics never auto-created (the project creates
 * its own). Nodes can be killed, stopped and started again, as the drills do.
 */
export class KafkaCluster {
  private constructor(
    private readonly libs: string,
    private readonly nodes: KafkaNode[],
    private readonly options: KafkaClusterOptions,
    private readonly ownsDir: string | undefined,
  ) {}

  static async start(options: KafkaClusterOptions = {}): Promise<KafkaCluster> {
    const libs = kafkaDistribution();
    const count = options.nodes ?? 1;
    const ownsDir =
      options.dir === undefined ? join(tmpdir(), `kafka-${randomBytes(6).toString('hex')}`) : undefined;
    const dir = options.dir ?? ownsDir!;
    const nodes: KafkaNode[] = [];
    for (let id = 1; id <= count; id += 1) {
      nodes.push({
        id,
        port: options.ports?.[id - 1] ?? (await freePort()),
        controllerPort: options.controllerPorts?.[id - 1] ?? (await freePort()),
        dir: join(dir, `node-${id}`),
      });
    }
    const cluster = new KafkaCluster(libs, nodes, options, ownsDir);
    const clusterId = KafkaCluster.clusterId();
    for (const node of nodes) {
      cluster.writeConfig(node);
      if (!existsSync(join(node.dir, 'data', 'meta.properties'))) {
        cluster.java(
          node,
          ['kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', join(node.dir, 'server.properties')],
          true,
        );
      }
    }
    try {
      await Promise.all(nodes.map((node) => cluster.startNode(node.id)));
      await cluster.waitReady(nodes.length);
    } catch (error) {
      // a node that started is not left behind by a start that failed
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  /** A cluster id as `kafka-storage random-uuid` makes one: 16 random bytes, base64url. */
  private static clusterId(): string {
    return randomBytes(16).toString('base64url');
  }

  /** `host:port` of every node, the list KAFKA_BROKERS takes. */
  get brokers(): string[] {
    return this.nodes.map((node) => `127.0.0.1:${node.port}`);
  }

  /** The client port of a node (1-based id). */
  port(id: number): number {
    return this.node(id).port;
  }

  /** The broker's own process id of a node, while it runs. */
  pid(id: number): number | undefined {
    return this.node(id).process?.pid;
  }

  private node(id: number): KafkaNode {
    const node = this.nodes.find((candidate) => candidate.id === id);
    if (!node) {
      throw new Error(`no Kafka node ${id}`);
    }
    return node;
  }

  private writeConfig(node: KafkaNode): void {
    const count = this.nodes.length;
    const replication = String(Math.min(3, count));
    const settings: Record<string, string> = {
      'process.roles': 'broker,controller',
      'node.id': String(node.id),
      'controller.quorum.voters': this.nodes.map((n) => `${n.id}@127.0.0.1:${n.controllerPort}`).join(','),
      listeners: `PLAINTEXT://127.0.0.1:${node.port},CONTROLLER://127.0.0.1:${node.controllerPort}`,
      'advertised.listeners': `PLAINTEXT://127.0.0.1:${node.port}`,
      'controller.listener.names': 'CONTROLLER',
      'listener.security.protocol.map': 'PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
      'inter.broker.listener.name': 'PLAINTEXT',
      'log.dirs': join(node.dir, 'data'),
      'auto.create.topics.enable': 'false',
      'default.replication.factor': replication,
      'min.insync.replicas': count >= 3 ? '2' : '1',
      'offsets.topic.replication.factor': replication,
      // fewer partitions of the internal topics than the broker's defaults (50): a group's first
      // join on a fresh broker waits for them to be created
      'offsets.topic.num.partitions': '6',
      'transaction.state.log.replication.factor': replication,
      'transaction.state.log.min.isr': count >= 3 ? '2' : '1',
      'share.coordinator.state.topic.replication.factor': replication,
      'share.coordinator.state.topic.min.isr': count >= 3 ? '2' : '1',
      'group.initial.rebalance.delay.ms': '0',
      // tests and drills kill consumers: a session may be as short as one second
      'group.min.session.timeout.ms': '1000',
      ...this.options.config,
    };
    mkdirSync(node.dir, { recursive: true });
    writeFileSync(
      join(node.dir, 'server.properties'),
      Object.entries(settings)
        .map(([key, value]) => `${key}=${value}`)
        .join('\n') + '\n',
    );
    writeFileSync(
      join(node.dir, 'log4j2.properties'),
      [
        'rootLogger.level=WARN',
        'rootLogger.appenderRef.file.ref=file',
        'appender.file.type=File',
        'appender.file.name=file',
        `appender.file.fileName=${join(node.dir, 'broker.log')}`,
        'appender.file.layout.type=PatternLayout',
        'appender.file.layout.pattern=%d %p %c - %m%n',
        '',
      ].join('\n'),
    );
  }

  private javaArgs(node: KafkaNode, main: string[]): string[] {
    return [
      `-Xmx${this.options.heapMb ?? 512}m`,
      '-XX:+UseG1GC',
      '-Djava.awt.headless=true',
      `-Dlog4j2.configurationFile=${join(node.dir, 'log4j2.properties')}`,
      '-cp',
      `${this.libs}/*`,
      ...main,
    ];
  }

  private java(node: KafkaNode, main: string[], quiet: boolean): void {
    execFileSync('java', this.javaArgs(node, main), { stdio: quiet ? 'ignore' : 'inherit' });
  }

  /** Starts a node that is not running (after kill or stopNode); resolves when its port answers. */
  async startNode(id: number): Promise<void> {
    const node = this.node(id);
    if (node.process) {
      return;
    }
    const child = spawn('java', this.javaArgs(node, ['kafka.Kafka', join(node.dir, 'server.properties')]), {
      stdio: 'ignore',
    });
    node.process = child;
    alive.add(child);
    child.once('exit', () => {
      alive.delete(child);
      if (node.process === child) {
        node.process = undefined;
      }
    });
    if (!exitHook) {
      exitHook = true;
      // a test process that ends without stopping its cluster does not leave brokers behind
      process.once('exit', () => alive.forEach((process) => process.kill('SIGKILL')));
    }
    // three JVMs starting at once on two busy cores can take over a minute
    await KafkaCluster.waitPort(node.port, child, 120_000);
  }

  /** SIGKILL: the node is gone at once, as a crashed machine. */
  async kill(id: number): Promise<void> {
    await this.end(this.node(id), 'SIGKILL');
  }

  /** SIGTERM: a controlled shutdown (leadership moved away first). */
  async stopNode(id: number): Promise<void> {
    await this.end(this.node(id), 'SIGTERM');
  }

  private async end(node: KafkaNode, signal: NodeJS.Signals): Promise<void> {
    const child = node.process;
    if (!child || child.exitCode !== null) {
      node.process = undefined;
      return;
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
    node.process = undefined;
  }

  /** Stops every node and removes the data of a cluster that made its own folder. */
  async stop(): Promise<void> {
    await Promise.all(this.nodes.map((node) => this.end(node, 'SIGTERM')));
    if (this.ownsDir) {
      rmSync(this.ownsDir, { recursive: true, force: true });
    }
  }

  private static async waitPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`the Kafka broker on port ${port} exited with code ${child.exitCode}`);
      }
      const open = await new Promise<boolean>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (open) {
        return;
      }
      if (Date.now() > deadline) {
        throw new Error(`the Kafka broker on port ${port} did not open within ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Until the cluster's metadata lists `count` brokers and a controller. */
  private async waitReady(count: number): Promise<void> {
    const admin = new Kafka({
      brokers: this.brokers,
      clientId: 'kafka-cluster-ready',
      logLevel: logLevel.NOTHING,
    }).admin();
    const deadline = Date.now() + 60_000;
    try {
      for (;;) {
        try {
          await admin.connect();
          const cluster = await admin.describeCluster();
          if (cluster.brokers.length >= count && cluster.controller !== null) {
            return;
          }
        } catch (error) {
          if (Date.now() > deadline) {
            throw error;
          }
        }
        if (Date.now() > deadline) {
          throw new Error(`the Kafka cluster did not list ${count} brokers within 60 s`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await admin.disconnect();
    }
  }
}

/**
 * The Kafka of a test suite: the cluster KAFKA_BROKERS names, used as it is, or a broker of its
 * own on a free port (stopped by `stop`).
 */
export async function kafkaForTests(
  options: KafkaClusterOptions = {},
): Promise<{ brokers: string[]; stop: () => Promise<void> }> {
  const given = process.env['KAFKA_BROKERS'];
  if (given) {
    return {
      brokers: given
        .split(',')
        .map((broker) => broker.trim())
        .filter(Boolean),
      stop: () => Promise.resolve(),
    };
  }
  const cluster = await KafkaCluster.start(options);
  return { brokers: cluster.brokers, stop: () => cluster.stop() };
}
