import { urlFor } from '@timber/db';
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export type ServiceName = 'identity' | 'inventory' | 'devices' | 'ingest' | 'bff';

export interface StackOptions {
  /** admin URL of the (migrated) database the services use */
  adminUrl: string;
  redisUrl: string;
  jwtSecret: string;
  ports: Record<ServiceName, number>;
  /** event stream key prefix: one per test run, so runs never read each other's events */
  streamPrefix: string;
  /** where each process's output goes (one file each); inherited by the terminal when absent */
  logDir?: string;
  logLevel?: string;
  /** extra environment per service */
  env?: Partial<Record<ServiceName, Record<string, string>>>;
}

const ROOT = join(__dirname, '..', '..', '..');
const START_ORDER: readonly ServiceName[] = ['identity', 'inventory', 'devices', 'ingest', 'bff'];

/** Every backend process of the system, started from source, as the start command and tests run them. */
export class Stack {
  private readonly children = new Map<ServiceName, ChildProcess>();

  private constructor(private readonly options: StackOptions) {}

  static async start(options: StackOptions): Promise<Stack> {
    const stack = new Stack(options);
    try {
      for (const name of START_ORDER) {
        await stack.startOne(name);
      }
    } catch (error) {
      await stack.stop();
      throw error;
    }
    return stack;
  }

  /** The base URL of a process: the BFF's includes /api. */
  url(name: ServiceName): string {
    return `http://127.0.0.1:${this.options.ports[name]}${name === 'bff' ? '/api' : ''}`;
  }

  /** The operating-system process id of a running process (benchmarks read its memory). */
  pid(name: ServiceName): number {
    const pid = this.children.get(name)?.pid;
    if (pid === undefined) {
      throw new Error(`${name} is not running`);
    }
    return pid;
  }

  env(name: ServiceName): Record<string, string> {
    const o = this.options;
    const common = {
      HOST: '127.0.0.1',
      PORT: String(o.ports[name]),
      REDIS_URL: o.redisUrl,
      JWT_SECRET: o.jwtSecret,
      EVENT_STREAM_PREFIX: o.streamPrefix,
      LOG_LEVEL: o.logLevel ?? 'info',
    };
    const data: Record<string, string> =
      name === 'bff'
        ? {
            IDENTITY_URL: this.url('identity'),
            INVENTORY_URL: this.url('inventory'),
            DEVICES_URL: this.url('devices'),
            INGEST_URL: this.url('ingest'),
          }
        : {
            DATABASE_URL: urlFor(o.adminUrl, `${name}_svc`),
            RELAY_DATABASE_URL: urlFor(o.adminUrl, `${name}_relay`),
          };
    return { ...common, ...data, ...(o.env?.[name] ?? {}) };
  }

  async startOne(name: ServiceName): Promise<void> {
    const output = this.options.logDir ? 'pipe' : 'inherit';
    const child = spawn(
      process.execPath,
      [
        // e.g. STACK_NODE_ARGS=--cpu-prof to profile the services of a test or a benchmark
        ...(process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean),
        '-r',
        '@swc-node/register',
        join(ROOT, 'apps', name, 'src', 'main.ts'),
      ],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          ...this.env(name),
          SWC_NODE_PROJECT: join(ROOT, 'tsconfig.json'),
        },
        stdio: ['ignore', output, output],
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

  /** Kills a process at once (SIGKILL: no clean shutdown), as a crash would. */
  kill(name: ServiceName): Promise<void> {
    return this.stopOne(name, 'SIGKILL');
  }

  async restart(name: ServiceName): Promise<void> {
    await this.stopOne(name, 'SIGTERM');
    await this.startOne(name);
  }

  async stop(): Promise<void> {
    for (const name of [...START_ORDER].reverse()) {
      await this.stopOne(name, 'SIGTERM');
    }
  }

  private async stopOne(name: ServiceName, signal: NodeJS.Signals): Promise<void> {
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

  private async waitHealthy(name: ServiceName, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`${name} exited with code ${child.exitCode} while starting${this.logHint(name)}`);
      }
      try {
        const response = await fetch(`${this.url(name)}/ready`);
        if (response.ok) {
          return;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${name} did not become ready in ${timeoutMs} ms${this.logHint(name)}`);
  }

  private logHint(name: ServiceName): string {
    return this.options.logDir ? ` (see ${join(this.options.logDir, `${name}.log`)})` : '';
  }
}
