import { DomainError } from '@timber/contracts';
import { type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';

type Trx = Transaction<InventoryDb>;

/** The master data a sheet or a stock row refers to. */
export type Reference = 'customer' | 'woodKind' | 'location';

/**
 * The master data a sheet or a warehouse move refers to must exist (in the caller's transaction,
 * so under its tenant): a missing one is refused with SHEET.UNKNOWN_REFERENCE, naming the field.
 */
export async function assertReference(trx: Trx, table: Reference, id: string): Promise<void> {
  const query =
    table === 'customer'
      ? trx.selectFrom('inventory.customers').select('id').where('id', '=', id)
      : table === 'woodKind'
        ? trx.selectFrom('inventory.wood_kinds').select('id').where('id', '=', id)
        : trx.selectFrom('inventory.locations').select('id').where('id', '=', id);
  if (!(await query.executeTakeFirst())) {
    throw new DomainError('SHEET.UNKNOWN_REFERENCE', { field: table });
  }
}

/** The references of a new sheet: its location and wood kind, and its customer where it names one. */
export async function assertReferences(
  trx: Trx,
  refs: { locationId: string; woodKindId: string; customerId?: string | undefined },
): Promise<void> {
  await assertReference(trx, 'location', refs.locationId);
  await assertReference(trx, 'woodKind', refs.woodKindId);
  if (refs.customerId) {
    await assertReference(trx, 'customer', refs.customerId);
  }
}
