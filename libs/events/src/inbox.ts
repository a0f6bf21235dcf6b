import { type EventEnvelope } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import { eventMetrics } from './event-metrics';
import { assertSchemaName } from './sql-identifier';

export type ConsumeResult = 'processed' | 'duplicate';

/**
 * Makes an at-least-once delivery exactly once in effect. In one transaction with the event's
 * tenant set (row-level security): records (consumer, eventId) in `<schema>.processed_events`;
 * when it was already there the event is a duplicate and `work` does not run; otherwise `work`
 * runs in the same transaction, so its writes and the record commit together or not at all.
 * Two deliveries racing each other serialize on the primary key: the second waits and then sees
 * the first's record (or, if the first rolled back, processes the event itself).
 */
export async function consumeOnce<DB>(
  db: Kysely<DB>,
  schema: string,
  consumer: string,
  event: EventEnvelope,
  work: (trx: Transaction<DB>) => Promise<void>,
): Promise<ConsumeResult> {
  const table = sql.table(`${assertSchemaName(schema)}.processed_events`);
  const result = await withTenant(db, event.tenantId, async (trx): Promise<ConsumeResult> => {
    const inserted = await sql<{ event_id: string }>`
      insert into ${table} (consumer, event_id, tenant_id)
      values (${consumer}, ${event.eventId}::uuid, ${event.tenantId}::uuid)
      on conflict (consumer, event_id) do nothing
      returning event_id`.execute(trx);
    if (inserted.rows.length === 0) {
      return 'duplicate';
    }
    await work(trx);
    return 'processed';
  });
  // counted once committed: a duplicate seen in a transaction that then rolled back is retried
  eventMetrics().duplicates(consumer, result === 'duplicate' ? 1 : 0);
  return result;
}
