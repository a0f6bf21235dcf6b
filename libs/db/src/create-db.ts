import { type DatabaseConnection, type Driver, Kysely, PostgresDialect } from 'kysely';
import { Pool, types } from 'pg';
import { pipelineConnections } from './pipelined-client';

// bigint counts (COUNT(*), sums of integer cents) fit in a JS number for this product's sizes.
types.setTypeParser(types.builtins.INT8, (value: string) => Number(value));

export interface DbOptions {
  connectionString: string;
  /** Shown in pg_stat_activity: the process and its role. */
  applicationName: string;
  maxConnections?: number;
  /** told when an idle connection fails (logging); the pool itself recovers */
  onIdleError?: (error: Error) => void;
  /** runs in every transaction just before its commit (see TransactionHook) */
  beforeCommit?: TransactionHook;
}

/**
 * Work a process adds to each of its transactions just before the commit, on the transaction's own
 * connection, so it commits with the transaction or not at all (the operation log's entry of a
 * user's write, see nest-kit's operation record). It may answer a callback told whether the commit
 * then succeeded.
 */
export type TransactionHook = (
  connection: DatabaseConnection,
) => Promise<((committed: boolean) => void) | undefined>;

/** PostgreSQL for the services: an optional hook runs before each commit. */
class ServicePostgresDialect extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    private readonly beforeCommit?: TransactionHook,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const hook = this.beforeCommit;
    if (hook) {
      const commit = driver.commitTransaction.bind(driver);
      driver.commitTransaction = async (connection) => {
        const after = await hook(connection);
        try {
          await commit(connection);
        } catch (error) {
          after?.(false);
          throw error;
        }
        after?.(true);
      };
    }
    return driver;
  }
}

/**
 * Session settings of every service connection. The services run short OLTP queries side by
 * side: a parallel plan would spend three processes on one count (measured: a 200,000-sheet
 * count took 62 ms on three processes, 20 ms as an index-only scan on one), JIT compiling costs
 * more than such a query runs, and the data sits on SSD or in memory, not on spinning disks.
 */
export const SERVICE_SESSION_OPTIONS =
  '-c max_parallel_workers_per_gather=0 -c jit=off -c random_page_cost=1.1';

export function createPool(options: DbOptions): Pool {
  const pool = new Pool({
    connectionString: options.connectionString,
    application_name: options.applicationName,
    options: SERVICE_SESSION_OPTIONS,
    max: options.maxConnections ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // each connection holds back begin and the tenant setting, and sends a plain read with the setting alone
  pipelineConnections(pool);
  // An idle connection the server closes (restart, failover) is dropped from the pool and replaced
  // on next use; without a listener pg would raise it as an unhandled error and end the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  return pool;
}

export function createDb<DB>(options: DbOptions): Kysely<DB> {
  return dbOnPool(createPool(options), options.beforeCommit);
}

/** Kysely over a pool of createPool's that the caller keeps too (to report its connections); destroying it ends the pool. */
export function dbOnPool<DB>(pool: Pool, beforeCommit?: TransactionHook): Kysely<DB> {
  return new Kysely<DB>({ dialect: new ServicePostgresDialect({ pool }, beforeCommit) });
}
