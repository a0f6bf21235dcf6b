import { newEvent, writeToOutbox } from '@timber/events';
import { type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { type Crossing } from './stock-age.repository';

/** inventory.stock-age.alarmed for each crossing, to the outbox in the caller's transaction. */
export async function raiseStockAgeAlarms(
  trx: Transaction<InventoryDb>,
  tenantId: string,
  correlationId: string,
  crossings: readonly Crossing[],
): Promise<void> {
  if (crossings.length === 0) {
    return;
  }
  await writeToOutbox(
    trx,
    'inventory',
    crossings.map((crossing) =>
      newEvent('inventory.stock-age.alarmed', crossing, {
        tenantId,
        correlationId,
        partitionKey: crossing.stockId,
      }),
    ),
  );
}
