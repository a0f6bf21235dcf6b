import { type Kysely, sql, type Transaction } from 'kysely';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    await sql`select set_config('app.tenant_id', ${tenantId}, true)`.execute(trx);
    return work(trx);
  });
}
