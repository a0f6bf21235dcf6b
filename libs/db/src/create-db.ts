import { Kysely, PostgresDialect } from 'kysely';
import { Pool, types } from 'pg';

// bigint counts (COUNT(*), sums of integer cents) fit in a JS number for this product's sizes.
types.setTypeParser(types.builtins.INT8, (value: string) => Number(value));

export interface DbOptions {
  connectionString: string;
  /** Shown in pg_stat_activity: the process and its role. */
  applicationName: string;
  maxConnections?: number;
  /** told when an idle connection fails (logging); the pool itself recovers */
  onIdleError?: (error: Error) => void;
}

export function createPool(options: DbOptions): Pool {
  const pool = new Pool({
    connectionString: options.connectionString,
    application_name: options.applicationName,
    max: options.maxConnections ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection the server closes (restart, failover) is dropped from the pool and replaced
  // on next use; without a listener pg would raise it as an unhandled error and end the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  return pool;
}

export function createDb<DB>(options: DbOptions): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: createPool(options) }) });
}
