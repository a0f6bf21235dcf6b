import { type EventEnvelope } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { assertSchemaName } from './sql-identifier';

/**
 * Writes events to `<schema>.outbox` in the caller's transaction, beside the state change they
 * describe: both commit or neither does. The caller runs inside withTenant(), so row-level
 * security rejects an event of another tenant. The relay publishes the rows later, in seq order.
 *
 * Generic over the caller's database type: raw SQL runs on any Kysely transaction.
 */
export async function writeToOutbox<DB>(
  trx: Transaction<DB>,
  schema: string,
  events: readonly EventEnvelope[],
): Promise<void> {
  if (events.length === 0) {
    return;
  }
  const rows = events.map(
    (e) =>
      sql`(${e.eventId}::uuid, ${e.tenantId}::uuid, ${e.type}, ${e.version}, ${e.partitionKey}, ${e.correlationId}, ${e.causationId}, ${e.occurredAt}::timestamptz, ${JSON.stringify(e.payload ?? null)}::jsonb)`,
  );
  await sql`insert into ${sql.table(`${assertSchemaName(schema)}.outbox`)}
      (event_id, tenant_id, type, version, partition_key, correlation_id, causation_id, occurred_at, payload)
      values ${sql.join(rows)}`.execute(trx);
}
