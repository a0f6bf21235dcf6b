import { type Kysely, sql, type Transaction } from 'kysely';

const UUID_FORM = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID = new RegExp(`^${UUID_FORM}$`, 'i');

/**
 * The statement that sets a transaction's tenant. The id, a checked uuid, is written in as a
 * literal, in one exact form: the services' pg clients recognise it and hold it back until the
 * transaction's first statement, which it then travels with (see pipelined-client).
 */
const tenantSetting = (tenantId: string) => `select set_config('app.tenant_id', '${tenantId}', true)`;

/** Exactly the statement tenantSetting writes, and nothing else. */
export const TENANT_SETTING = new RegExp(
  `^select set_config\\('app\\.tenant_id', '${UUID_FORM}', true\\)$`,
  'i',
);

/**
 * Runs `work` in one transaction with the tenant set on the connection. Row-level security
 * policies read it (platform.current_tenant()), so every statement in `work` sees and writes
 * only this tenant's rows, whatever SQL it runs. The setting is transaction-local: a pooled
 * connection never carries one request's tenant into the next.
 */
export async function withTenant<DB, T>(
  db: Kysely<DB>,
  tenantId: string,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (!UUID.test(tenantId)) {
    throw new Error(`withTenant: tenant id must be a uuid, got "${tenantId}"`);
  }
  return db.transaction().execute(async (trx) => {
    await sql.raw(tenantSetting(tenantId)).execute(trx);
    return work(trx);
  });
}
