import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { createDb, type TransactionHook } from '@timber/db';
import { type Kysely, sql } from 'kysely';
import { ReadinessRegistry } from './health.controller';
import { loggerFor } from './logger';

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

@Injectable()
class DatabaseLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(DB) private readonly db: Kysely<unknown>,
    @Inject(RELAY_DB) private readonly relayDb: Kysely<unknown>,
    private readonly readiness: ReadinessRegistry,
  ) {}

  onModuleInit(): void {
    this.readiness.add({ name: 'postgres', check: async () => void (await sql`select 1`.execute(this.db)) });
  }

  async onApplicationShutdown(): Promise<void> {
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
        {
          provide: DB,
          useFactory: () =>
            createDb({
              connectionString: options.url,
              applicationName: options.service,
              maxConnections: options.maxConnections ?? 10,
              beforeCommit: options.beforeCommit,
              onIdleError: (error) => loggerFor('postgres').warn({ err: error }, 'idle connection failed'),
            }),
        },
        {
          provide: RELAY_DB,
          useFactory: () =>
            createDb({
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
