import { Kysely, PostgresDialect } from 'kysely';
import { Pool, types } from 'pg';

// bigint counts (COUNT(*), sums of integer cents) fit in a JS number for this product's sizes.
types.setTypeParser(types.builtins.INT8, (value: string) => Number(value));

export interface DbOptions {
  connectionString: string;
  /** Shown in pg_stat_activity: the process and its role. */
  applicationName: string;
  maxConnections?: number;
}

export function createPool(options: DbOptions): Pool {
  return new Pool({
    connectionString: options.connectionString,
    application_name: options.applicationName,
    max: options.maxConnections ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
}

export function createDb<DB>(options: DbOptions): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: createPool(options) }) });
}
