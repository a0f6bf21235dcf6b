import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { createDb } from '@timber/db';
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
