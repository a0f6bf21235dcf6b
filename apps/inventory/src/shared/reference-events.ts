import { newEvent, writeToOutbox } from '@timber/events';
import { caller, requestContext } from '@timber/nest-kit';
import { type Transaction } from 'kysely';

/** The master data a device may name in a measurement sheet (ingest keeps a copy of it). */
export type ReferenceKind = 'woodKind' | 'location' | 'customer';

/**
 * Writes `inventory.reference.saved` for a wood kind, location or customer that was added or
 * renamed, in the command's transaction (ingest validates device sheets against its copy).
 */
export async function referenceSaved<DB>(
  trx: Transaction<DB>,
  kind: ReferenceKind,
  id: string,
  name: string,
): Promise<void> {
  const { tenantId } = caller();
  const { correlationId } = requestContext();
  await writeToOutbox(trx, 'inventory', [
    newEvent('inventory.reference.saved', { kind, id, name }, { tenantId, correlationId, partitionKey: id }),
  ]);
}

/** Writes `inventory.reference.deleted` for each deleted row, in the command's transaction. */
export async function referencesDeleted<DB>(
  trx: Transaction<DB>,
  kind: ReferenceKind,
  ids: readonly string[],
): Promise<void> {
  const { tenantId } = caller();
  const { correlationId } = requestContext();
  await writeToOutbox(
    trx,
    'inventory',
    ids.map((id) =>
      newEvent('inventory.reference.deleted', { kind, id }, { tenantId, correlationId, partitionKey: id }),
    ),
  );
}
