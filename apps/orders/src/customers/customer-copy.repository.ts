import { Injectable } from '@nestjs/common';
import { type OrderCustomer, type PageResult } from '@timber/contracts';
import { escapeLike } from '@timber/db';
import { sql, type Transaction } from 'kysely';
import { type OrdersDb } from '../orders-db';

type Trx = Transaction<OrdersDb>;

/** SQL of orders' copy of the customers; every call runs inside withTenant's transaction. */
@Injectable()
export class CustomerCopyRepository {
  /** A customer added or renamed (inventory.reference.saved). */
  async save(trx: Trx, tenantId: string, id: string, name: string): Promise<void> {
    await trx
      .insertInto('orders.customers')
      .values({ tenant_id: tenantId, id, name })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'id']).doUpdateSet({ name, deleted: false, updated_at: new Date() }),
      )
      .execute();
  }

  /** A customer a confirmed sheet names: kept when not known yet, never renaming one known. */
  async keepKnown(trx: Trx, tenantId: string, id: string, name: string): Promise<void> {
    await trx
      .insertInto('orders.customers')
      .values({ tenant_id: tenantId, id, name })
      .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
      .execute();
  }

  /** A customer deleted in the master data: kept, marked, for the orders made for it. */
  async delete(trx: Trx, id: string): Promise<void> {
    await trx
      .updateTable('orders.customers')
      .set({ deleted: true, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** The tenant's customer by id, unless deleted (another tenant's is not found: row-level security). */
  find(trx: Trx, id: string): Promise<{ id: string; name: string } | undefined> {
    return trx
      .selectFrom('orders.customers')
      .select(['id', 'name'])
      .where('id', '=', id)
      .where('deleted', '=', false)
      .executeTakeFirst();
  }

  /** §7 /cus/listData: a page of the tenant's customers by name. */
  async page(
    trx: Trx,
    query: { customerName?: string | undefined; page: number; pageSize: number },
  ): Promise<PageResult<OrderCustomer>> {
    let base = trx.selectFrom('orders.customers').where('deleted', '=', false);
    if (query.customerName) {
      base = base.where('name', 'ilike', `%${escapeLike(query.customerName)}%`);
    }
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'name'])
        .orderBy('name')
        .orderBy('id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { total: count.total, records: rows.map((row) => ({ id: row.id, customerName: row.name })) };
  }
}
