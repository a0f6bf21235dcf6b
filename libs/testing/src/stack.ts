import { urlFor } from '@timber/db';
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DEMO_TENANT_ID } from './demo-seed';
import { type StoryClockAck, type StoryClockMessage } from './demo-story/story-clock';

/** The processes that answer HTTP on a port of their own. */
export type ServiceName =
  | 'identity'
  | 'inventory'
  | 'devices'
  | 'ingest'
  | 'counting'
  | 'orders'
  | 'sawing'
  | 'billing'
  | 'bff';
/** Every process of the stack: the services and counting's recognition worker (no port). */
export type ProcessName = ServiceName | 'recognition-worker';

export interface StackOptions {
  /** admin URL of the (migrated) database the services use */
  adminUrl: string;
  redisUrl: string;
  jwtSecret: string;
  /**
   * the HTTP port of each process (the worker's answers only /health and /ready); ingest answers
   * devices on `ingest` and the BFF on `ingest-internal`
   */
  ports: Record<ProcessName | 'ingest-internal', number>;
  /** event stream key prefix: one per test run, so runs never read each other's events */
  streamPrefix: string;
  /**
   * The Kafka brokers (`host:port` each) every process's event bus uses (EVENT_BUS=kafka); Redis
   * Streams when absent. `streamPrefix` is then the first segment of every topic and group.
   */
  kafkaBrokers?: readonly string[];
  /** where each process's output goes (one file each); inherited by the terminal when absent */
  logDir?: string;
  logLevel?: string;
  /**
   * The media folder (BLOB_DIR) counting and the recognition worker share; their default
   * (.local/blobs of the checkout) when absent.
   */
  blobDir?: string;
  /** BullMQ key prefix (QUEUE_PREFIX) counting and the recognition worker share; their default when absent */
  queuePrefix?: string;
  /** the secret orders signs its share links with, and sawing its floor pages' (SHARE_TOKEN_SECRET, at least 32 characters) */
  shareTokenSecret: string;
  /**
   * the secret billing's sandbox payment provider signs its notifications with (SANDBOX_PAY_SECRET,
   * at least 32 characters): the stack (npm start, the tests) runs billing with the sandbox on
   * (PAYMENT_SANDBOX=1, development only); Alipay too when `env.billing` carries its ALIPAY_* variables
   */
  sandboxPaySecret: string;
  /**
   * The internal ports of the processes' metrics (METRICS_PORT): `defaults` leaves each process its
   * own default (`npm start`), a map sets those it names; every other process serves none (0), so
   * stacks started side by side never share a port.
   */
  metricsPorts?: 'defaults' | Partial<Record<ProcessName, number>>;
  /** extra environment per process */
  env?: Partial<Record<ProcessName, Record<string, string>>>;
  /**
   * Every process runs the demo story's clock (story-clock.ts), moved by `setClock`: `npm start`
   * makes the demo's three months through the services with it, then sets it back to the real time.
   */
  storyClock?: boolean;
}

const ROOT = join(__dirname, '..', '..', '..');
/**
 * The loader every process runs with: TypeScript compiled ahead of time (tmp/ts-cache), so no
 * process carries a compiler (about 77 MB of memory each under @swc-node/register).
 */
const TS_REGISTER = join(ROOT, 'tools', 'runtime', 'ts-register.cjs');
/** OpenTelemetry, started before the application when OTEL_* variables configure it (`env`) */
const TRACING = join(ROOT, 'tools', 'runtime', 'tracing.cjs');
const TS_CACHE = join(ROOT, 'tools', 'runtime', 'ts-cache.cjs');
const STORY_CLOCK = join(ROOT, 'libs', 'testing', 'src', 'demo-story', 'story-clock.preload.ts');
interface TsCache {
  precompile(): { files: number; compiled: number };
}
/** The OpenTelemetry variables (OTEL_*) of an environment. */
export const otelVariables = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('OTEL_') && entry[1] !== undefined,
    ),
  );

/** Every process of the stack, in the order it starts them. */
export const START_ORDER: readonly ProcessName[] = [
  'identity',
  'inventory',
  'devices',
  'ingest',
  'counting',
  'recognition-worker',
  'orders',
  'sawing',
  'billing',
  'bff',
];

/** Every backend process of the system, as the start command and tests run them (TypeScript compiled ahead of time). */
export class Stack {
  private readonly children = new Map<ProcessName, ChildProcess>();
  private clockMessages = 0;

  private constructor(private readonly options: StackOptions) {}

  /** Starts `only` of the processes (all by default), in the system's order. */
  static async start(options: StackOptions, only: readonly ProcessName[] = START_ORDER): Promise<Stack> {
    const stack = new Stack(options);
    // plain CommonJS without types of its own: TsCache describes the one function used here
    (createRequire(__filename)(TS_CACHE) as TsCache).precompile();
    try {
      for (const name of START_ORDER.filter((process) => only.includes(process))) {
        await stack.startOne(name);
      }
    } catch (error) {
      await stack.stop();
      throw error;
    }
    return stack;
  }

  /** The base URL of a process: the BFF's includes /api; ingest's is the one devices call. */
  url(name: ServiceName): string {
    return `http://127.0.0.1:${this.options.ports[name]}${name === 'bff' ? '/api' : ''}`;
  }

  /** Where the BFF calls a service: its own port, or ingest's internal one (its users' routes). */
  upstreamUrl(name: Exclude<ServiceName, 'bff'>): string {
    return name === 'ingest' ? `http://127.0.0.1:${this.options.ports['ingest-internal']}` : this.url(name);
  }

  /** The Kafka brokers every process's event bus uses; undefined on Redis Streams. */
  get kafkaBrokers(): readonly string[] | undefined {
    return this.options.kafkaBrokers;
  }

  /** The operating-system process id of a running process (benchmarks read its memory). */
  pid(name: ProcessName): number {
    const pid = this.children.get(name)?.pid;
    if (pid === undefined) {
      throw new Error(`${name} is not running`);
    }
    return pid;
  }

  env(name: ProcessName): Record<string, string> {
    const o = this.options;
    const extra = o.env?.[name] ?? {};
    const logLevel = o.logLevel ?? 'info';
    // counting and its workers: one media folder, one queue
    const media: Record<string, string> = {
      ...(o.blobDir ? { BLOB_DIR: o.blobDir } : {}),
      ...(o.queuePrefix ? { QUEUE_PREFIX: o.queuePrefix } : {}),
    };
    const bus: Record<string, string> = o.kafkaBrokers
      ? { EVENT_BUS: 'kafka', KAFKA_BROKERS: o.kafkaBrokers.join(',') }
      : {};
    const metrics: Record<string, string> =
      o.metricsPorts === 'defaults' ? {} : { METRICS_PORT: String(o.metricsPorts?.[name] ?? 0) };
    if (name === 'recognition-worker') {
      // no database: it publishes its results on counting's event streams
      return {
        REDIS_URL: o.redisUrl,
        EVENT_STREAM_PREFIX: o.streamPrefix,
        ...bus,
        RECOGNITION_CONCURRENCY: '1',
        HOST: '127.0.0.1',
        HEALTH_PORT: String(o.ports[name]),
        ...metrics,
        LOG_LEVEL: logLevel,
        ...media,
        ...extra,
      };
    }
    const common = {
      HOST: '127.0.0.1',
      PORT: String(o.ports[name]),
      REDIS_URL: o.redisUrl,
      JWT_SECRET: o.jwtSecret,
      EVENT_STREAM_PREFIX: o.streamPrefix,
      LOG_LEVEL: logLevel,
      ...bus,
      ...metrics,
    };
    const data: Record<string, string> =
      name === 'bff'
        ? {
            IDENTITY_URL: this.url('identity'),
            INVENTORY_URL: this.url('inventory'),
            DEVICES_URL: this.url('devices'),
            INGEST_URL: this.upstreamUrl('ingest'),
            COUNTING_URL: this.url('counting'),
            ORDERS_URL: this.url('orders'),
            SAWING_URL: this.url('sawing'),
            BILLING_URL: this.url('billing'),
          }
        : {
            DATABASE_URL: urlFor(o.adminUrl, `${name}_svc`),
            RELAY_DATABASE_URL: urlFor(o.adminUrl, `${name}_relay`),
            ...(name === 'counting' ? media : {}),
            ...(name === 'ingest' ? { INTERNAL_PORT: String(o.ports['ingest-internal']) } : {}),
            // reset codes (forgot password) go to identity's log, not to a phone or mailbox: the
            // demo and the tests (a suite sends them for real with MESSAGES_LOG_ONLY=0 and a channel's settings)
            ...(name === 'identity' ? { MESSAGES_LOG_ONLY: '1' } : {}),
            // orders' share links, sawing's floor-page links (each under a purpose of its own)
            ...(name === 'orders' || name === 'sawing' ? { SHARE_TOKEN_SECRET: o.shareTokenSecret } : {}),
            // the demo tenant runs the platform: its administrators set the tenants' prices
            // (its monthly fee job on the stack's queue prefix)
            ...(name === 'billing'
              ? {
                  OPERATOR_TENANT_IDS: DEMO_TENANT_ID,
                  PAYMENT_SANDBOX: '1',
                  SANDBOX_PAY_SECRET: o.sandboxPaySecret,
                  ...(o.queuePrefix ? { QUEUE_PREFIX: o.queuePrefix } : {}),
                }
              : {}),
          };
    return { ...common, ...data, ...extra };
  }

  async startOne(name: ProcessName): Promise<void> {
    const output = this.options.logDir ? 'pipe' : 'inherit';
    const child = spawn(
      process.execPath,
      [
        // e.g. STACK_NODE_ARGS=--cpu-prof to profile the services of a test or a benchmark
        ...(process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean),
        '-r',
        TS_REGISTER,
        '-r',
        TRACING,
        ...(this.options.storyClock ? ['-r', STORY_CLOCK] : []),
        join(ROOT, 'apps', name, 'src', 'main.ts'),
      ],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          // tracing as the shell sets it (`OTEL_EXPORTER_OTLP_ENDPOINT=... npm start`); `env` may override
          ...otelVariables(process.env),
          ...this.env(name),
          ...(this.options.storyClock ? { STORY_CLOCK: '1' } : {}),
        },
        stdio: this.options.storyClock ? ['ignore', output, output, 'ipc'] : ['ignore', output, output],
      },
    );
    if (this.options.logDir) {
      mkdirSync(this.options.logDir, { recursive: true });
      const log = createWriteStream(join(this.options.logDir, `${name}.log`), { flags: 'a' });
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
    }
    this.children.set(name, child);
    await this.waitHealthy(name, child);
  }

  /**
   * Moves every process's clock to `offsetMs` from the real time (a stack started with
   * `storyClock`), resolving once each has.
   */
  async setClock(offsetMs: number): Promise<void> {
    if (!this.options.storyClock) {
      throw new Error('this stack runs the real clock only (storyClock)');
    }
    const id = ++this.clockMessages;
    await Promise.all(
      [...this.children.values()].map(
        (child) =>
          new Promise<void>((resolve, reject) => {
            const onMessage = (message: unknown) => {
              if (
                typeof message === 'object' &&
                message !== null &&
                (message as StoryClockAck).storyClockAck === id
              ) {
                child.off('message', onMessage);
                resolve();
              }
            };
            child.on('message', onMessage);
            const message: StoryClockMessage = { storyClock: { id, offsetMs } };
            child.send(message, (error) => {
              if (error) {
                child.off('message', onMessage);
                reject(error);
              }
            });
          }),
      ),
    );
  }

  /** Kills a process at once (SIGKILL: no clean shutdown), as a crash would. */
  kill(name: ProcessName): Promise<void> {
    return this.stopOne(name, 'SIGKILL');
  }

  async restart(name: ProcessName): Promise<void> {
    await this.stopOne(name, 'SIGTERM');
    await this.startOne(name);
  }

  async stop(): Promise<void> {
    for (const name of [...START_ORDER].reverse()) {
      await this.stopOne(name, 'SIGTERM');
    }
  }

  private async stopOne(name: ProcessName, signal: NodeJS.Signals): Promise<void> {
    const child = this.children.get(name);
    this.children.delete(name);
    if (!child || child.exitCode !== null) {
      return;
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  private async waitHealthy(name: ProcessName, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const readyUrl = `http://127.0.0.1:${this.options.ports[name]}${name === 'bff' ? '/api' : ''}/ready`;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`${name} exited with code ${child.exitCode} while starting${this.logHint(name)}`);
      }
      const ready = await fetch(readyUrl).then(
        (response) => response.ok,
        () => false, // not listening yet
      );
      if (ready) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${name} did not become ready in ${timeoutMs} ms${this.logHint(name)}`);
  }

  private logHint(name: ProcessName): string {
    return this.options.logDir ? ` (see ${join(this.options.logDir, `${name}.log`)})` : '';
  }
}
