import { type EventEnvelope } from '@timber/contracts';
import { currentTraceContext } from '@timber/telemetry';
import { CompiledQuery, type Transaction } from 'kysely';
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
  await trx.executeQuery(outboxInsert(schema, events));
}

/**
 * The insert of `events` into `<schema>.outbox`, for a connection that is not a Kysely transaction
 * (a hook run on the transaction's connection just before its commit). At least one event.
 */
export function outboxInsert(schema: string, events: readonly EventEnvelope[]): CompiledQuery {
  const parameters: unknown[] = [];
  // the trace of the request or event writing them, for the relay to carry on (null when off)
  const trace = currentTraceContext();
  const rows = events.map((e) => {
    const at = parameters.length;
    parameters.push(
      e.eventId,
      e.tenantId,
      e.type,
      e.version,
      e.partitionKey,
      e.correlationId,
      e.causationId,
      e.occurredAt,
      JSON.stringify(e.payload ?? null),
      trace?.traceparent ?? null,
      trace?.tracestate ?? null,
    );
    const $ = (i: number) => `$${at + i}`;
    return `(${$(1)}::uuid, ${$(2)}::uuid, ${$(3)}, ${$(4)}, ${$(5)}, ${$(6)}, ${$(7)}, ${$(8)}::timestamptz, ${$(9)}::jsonb, ${$(10)}, ${$(11)})`;
  });
  return CompiledQuery.raw(
    `insert into "${assertSchemaName(schema)}"."outbox"
      (event_id, tenant_id, type, version, partition_key, correlation_id, causation_id, occurred_at, payload,
       traceparent, tracestate)
      values ${rows.join(', ')}`,
    parameters,
  );
}
