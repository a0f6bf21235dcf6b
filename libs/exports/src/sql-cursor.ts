import { type Compilable, CompiledQuery, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';

/** Rows fetched per round trip: small enough to keep memory flat, large enough to be fast. */
export const CURSOR_BATCH = 2_000;

/**
 * The rows of `query` read through a server-side cursor (DECLARE … CURSOR, FETCH n), one batch at
 * a time: one ordered query however large the answer, and only one batch in memory. Runs inside
 * the caller's transaction (withTenant's), which the cursor lives and dies with; it is closed
 * early when the reader stops (an error while writing, a client gone).
 */
export async function* cursorRows<DB, Row>(
  trx: Transaction<DB>,
  query: Compilable<Row>,
  batchSize = CURSOR_BATCH,
): AsyncGenerator<Row> {
  for await (const batch of cursorBatches(trx, query, batchSize)) {
    yield* batch;
  }
}

/** The rows of `query` as cursorRows reads them, one fetched batch at a time. */
export async function* cursorBatches<DB, Row>(
  trx: Transaction<DB>,
  query: Compilable<Row>,
  batchSize = CURSOR_BATCH,
): AsyncGenerator<Row[]> {
  const compiled = query.compile();
  const name = `export_${randomUUID().replaceAll('-', '')}`;
  await trx.executeQuery(
    CompiledQuery.raw(`declare ${name} no scroll cursor for ${compiled.sql}`, [...compiled.parameters]),
  );
  let open = true;
  try {
    for (;;) {
      const batch = await trx.executeQuery<Row>(CompiledQuery.raw(`fetch ${batchSize} from ${name}`));
      if (batch.rows.length > 0) {
        yield batch.rows;
      }
      if (batch.rows.length < batchSize) {
        return;
      }
    }
  } catch (error) {
    open = false;
    throw error;
  } finally {
    if (open) {
      await trx.executeQuery(CompiledQuery.raw(`close ${name}`));
    }
  }
}
