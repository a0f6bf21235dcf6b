import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { createPool, dbOnPool, type DbOptions, type TransactionHook } from '@timber/db';
import { type Kysely, sql } from 'kysely';
import { ReadinessRegistry } from './health.controller';
import { loggerFor } from './logger';
import { observePool } from './metrics';

/** The service's own connection (its role: row-level security applies to every query). */
export const DB = Symbol('DB');
/** The outbox relay's connection (a role that reads every tenant's outbox and nothing else). */
export const RELAY_DB = Symbol('RELAY_DB');

export interface DatabaseOptions {
  service: string;
  url: string;
  relayUrl: string;
  maxConnections?: number;
  /** runs before each commit of the service's own connection (the operation record's) */
  beforeCommit?: TransactionHook;
}

/** Makes the module's connections, their pools reported in the process's metrics until released. */
@Injectable()
class ObservedPools {
  private readonly releases: (() => void)[] = [];

  db(options: DbOptions): Kysely<unknown> {
    const pool = createPool(options);
    this.releases.push(observePool(options.applicationName, pool));
    return dbOnPool(pool, options.beforeCommit);
  }

  release(): void {
    this.releases.splice(0).forEach((release) => release());
  }
}

@Injectable()
class DatabaseLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(DB) private readonly db: Kysely<unknown>,
    @Inject(RELAY_DB) private readonly relayDb: Kysely<unknown>,
    private readonly readiness: ReadinessRegistry,
    private readonly pools: ObservedPools,
  ) {}

  onModuleInit(): void {
    this.readiness.add({ name: 'postgres', check: async () => void (await sql`select 1`.execute(this.db)) });
  }

  async onApplicationShutdown(): Promise<void> {
    this.pools.release();
    await Promise.all([this.db.destroy(), this.relayDb.destroy()]);
  }
}

@Global()
@Module({})
export class DatabaseModule {
  static forService(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        ObservedPools,
        {
          provide: DB,
          inject: [ObservedPools],
          useFactory: (pools: ObservedPools) =>
            pools.db({
              connectionString: options.url,
              applicationName: options.service,
              maxConnections: options.maxConnections ?? 10,
              beforeCommit: options.beforeCommit,
              onIdleError: (error) => loggerFor('postgres').warn({ err: error }, 'idle connection failed'),
            }),
        },
        {
          provide: RELAY_DB,
          inject: [ObservedPools],
          useFactory: (pools: ObservedPools) =>
            pools.db({
              connectionString: options.relayUrl,
              applicationName: `${options.service}-relay`,
              maxConnections: 2,
            }),
        },
        DatabaseLifecycle,
      ],
      exports: [DB, RELAY_DB],
    };
  }
}
