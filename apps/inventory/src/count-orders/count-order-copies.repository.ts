import { Injectable } from '@nestjs/common';
import { COUNT_ORDER_STATUS, DomainError, type EventPayload } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';

type Trx = Transaction<InventoryDb>;

/** Statuses a stock-in sheet may be made from: reviewed (12) and verified (15). */
const SHEET_READY: readonly number[] = [COUNT_ORDER_STATUS.REVIEWED, COUNT_ORDER_STATUS.VERIFIED];

/** Inventory's copy of counting's count orders (row-level security: the caller's tenant only). */
@Injectable()
export class CountOrderCopiesRepository {
  /** Keeps the change when it is newer than the copy (by revision); answers whether it was. */
  async apply(
    trx: Trx,
    tenantId: string,
    change: EventPayload<'counting.order.status-changed'>,
  ): Promise<boolean> {
    const applied = await trx
      .insertInto('inventory.count_orders')
      .values({
        id: change.orderId,
        tenant_id: tenantId,
        order_no: change.orderNo,
        status: change.status,
        revision: change.revision,
      })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            order_no: eb.ref('excluded.order_no'),
            status: eb.ref('excluded.status'),
            revision: eb.ref('excluded.revision'),
            updated_at: sql<Date>`now()`,
          }))
          .where('inventory.count_orders.revision', '<', (eb) => eb.ref('excluded.revision')),
      )
      .returning('id')
      .executeTakeFirst();
    return applied !== undefined;
  }

  /**
   * The order a stock-in sheet names must be the tenant's (another's is unknown here), have that
   * number, and be reviewed or verified now; else SHEET.COUNT_ORDER_NOT_REVIEWED. A verified
   * order just verified may not have arrived yet: the message says to try again shortly.
   */
  async assertSheetReady(trx: Trx, order: { id: number; orderNo: string }): Promise<void> {
    const copy = await trx
      .selectFrom('inventory.count_orders')
      .select(['order_no', 'status'])
      .where('id', '=', order.id)
      .executeTakeFirst();
    if (!copy || copy.order_no !== order.orderNo || !SHEET_READY.includes(copy.status)) {
      throw new DomainError('SHEET.COUNT_ORDER_NOT_REVIEWED', { orderNo: order.orderNo });
    }
  }
}
