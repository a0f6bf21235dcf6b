import { DomainError } from '@timber/contracts';
import { type Compilable, CompiledQuery, type Transaction } from 'kysely';

/** Injection token of the configured row limit of a list workbook (EXPORT_MAX_ROWS, default 300,000). */
export const EXPORT_LIMIT = Symbol('EXPORT_LIMIT');

/**
 * Refuses an export whose `rows` query answers more than `max` rows (EXPORT.TOO_MANY_ROWS), before
 * a byte of the file is written (so the answer can still be an error envelope). Counts at most
 * `max + 1` rows: the check costs the same on a huge table as on a small one.
 */
export async function assertExportSize<DB>(
  trx: Transaction<DB>,
  rows: Compilable<unknown>,
  max: number,
): Promise<void> {
  const compiled = rows.compile();
  const parameters = [...compiled.parameters, max + 1];
  const counted = await trx.executeQuery<{ n: number }>(
    CompiledQuery.raw(
      `select count(*)::int as n from (${compiled.sql} limit $${parameters.length}) as export_rows`,
      parameters,
    ),
  );
  if ((counted.rows[0]?.n ?? 0) > max) {
    throw new DomainError('EXPORT.TOO_MANY_ROWS', { max });
  }
}
