import { Injectable } from '@nestjs/common';
import { DomainError, type OrderExportQuery, type OrderType, type PageResult } from '@timber/contracts';
import { dayStart, escapeLike, isUniqueViolation } from '@timber/db';
import { type Selectable, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import { type OrdersDb } from '../orders-db';
import { inIdOrder } from '../shared/figures';
import { type OrderTotals } from './domain/order-rules';

type Trx = Transaction<OrdersDb>;
type OrderTable = OrdersDb['orders.orders'];

/** An order as the lists read it: its day as text (a date column would come back in local time). */
export type OrderRecord = Omit<Selectable<OrderTable>, 'order_date'> & { order_day: string };

/** An order's logs of one diameter class (all lengths). */
export interface DiaClass {
  dia: number;
  qty: number;
  volumeE4: number;
}

/** The list filters of §2 Orders (the list and its workbooks). */
export type OrderFilter = OrderExportQuery;

export interface NewOrder extends OrderTotals {
  id: string;
  tenantId: string;
  orderNo: string;
  orderType: OrderType;
  orderDate: string;
  customerId: string;
  customerName: string;
  woodGrade: number | null;
  createdBy: string;
  creatorName: string;
}

/** SQL of orders, their sheets and diameter classes; every call runs inside withTenant's transaction. */
@Injectable()
export class OrderRepository {
  /** The tenant's next order number of this type and day (one upsert: concurrent orders never share one). */
  async nextNumber(trx: Trx, tenantId: string, orderType: OrderType, day: string): Promise<number> {
    const row = await trx
      .insertInto('orders.order_numbers')
      .values({ tenant_id: tenantId, order_type: orderType, day, last_number: 1 })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'order_type', 'day'])
          .doUpdateSet((eb) => ({ last_number: eb('orders.order_numbers.last_number', '+', 1) })),
      )
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return row.last_number;
  }

  async insert(trx: Trx, order: NewOrder): Promise<void> {
    await trx
      .insertInto('orders.orders')
      .values({
        id: order.id,
        tenant_id: order.tenantId,
        order_no: order.orderNo,
        order_type: order.orderType,
        order_date: order.orderDate,
        customer_id: order.customerId,
        customer_name: order.customerName,
        wood_grade: order.woodGrade,
        quantity: order.quantity,
        volume_e4: order.volumeE4,
        measured_logs: order.measuredLogs,
        diameter_class_sum: order.diameterClassSum,
        spus: order.spus,
        transport_nums: order.transportNums,
        wood_kinds: order.woodKinds,
        length_classes: order.lengthClasses,
        standards: order.standards,
        created_by: order.createdBy,
        creator_name: order.creatorName,
      })
      .execute();
  }

  /**
   * The order's sheets. The index order_sheets_live refuses a sheet another live order holds,
   * whatever came before: that is answered as the sheets already settled.
   */
  async linkSheets(
    trx: Trx,
    tenantId: string,
    orderId: string,
    sheets: readonly { id: string; spu: string }[],
  ): Promise<void> {
    try {
      await trx
        .insertInto('orders.order_sheets')
        .values(
          sheets.map((sheet) => ({
            tenant_id: tenantId,
            order_id: orderId,
            sheet_id: sheet.id,
            spu: sheet.spu,
          })),
        )
        .execute();
    } catch (error) {
      throw isUniqueViolation(error, 'order_sheets_live')
        ? new DomainError('ORDER.SHEETS_SETTLED', {
            spus: sheets.map((sheet) => sheet.spu).join(', '),
            orderNos: 'none',
          })
        : error;
    }
  }

  /** Sums the order's logs by diameter class and length, once, from its sheets' logs. */
  async writeClasses(trx: Trx, tenantId: string, orderId: string): Promise<void> {
    await sql`
      insert into orders.order_classes (tenant_id, order_id, dia, length_class, qty, volume_e4)
      select ${tenantId}::uuid, ${orderId}::uuid, l.diameter_class, l.length_class, count(*), sum(l.volume_e4)
        from orders.order_sheets os
        join orders.sheet_logs l on l.tenant_id = os.tenant_id and l.sheet_id = os.sheet_id
       where os.order_id = ${orderId}::uuid
         and l.diameter_class is not null and l.length_class is not null and l.volume_e4 is not null
       group by l.diameter_class, l.length_class`.execute(trx);
  }

  /** The numbers of these orders, comma list (to name the orders that hold a sheet). */
  async numbersOf(trx: Trx, ids: readonly string[]): Promise<string> {
    if (ids.length === 0) {
      return '';
    }
    const rows = await trx
      .selectFrom('orders.orders')
      .select('order_no')
      .where('id', 'in', ids)
      .orderBy('order_no')
      .execute();
    return rows.map((row) => row.order_no).join(', ');
  }

  /** A live order, locked until the transaction ends (its check and delete serialize); else NOT_FOUND. */
  async lock(
    trx: Trx,
    id: string,
  ): Promise<{ id: string; order_no: string; order_type: number; status: number }> {
    const row = await trx
      .selectFrom('orders.orders')
      .select(['id', 'order_no', 'order_type', 'status'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('ORDER.NOT_FOUND');
    }
    return row;
  }

  async check(trx: Trx, id: string, by: { userId: string; username: string }): Promise<void> {
    await trx
      .updateTable('orders.orders')
      .set({ status: 10, checked_at: new Date(), checked_by: by.userId, checker_name: by.username })
      .where('id', '=', id)
      .execute();
  }

  /** §3 written off (/order/verification/{id}): a checked order becomes 15, final; its sheets stay settled. */
  async writeOff(trx: Trx, id: string, userId: string): Promise<void> {
    await trx
      .updateTable('orders.orders')
      .set({ status: 15, written_off_at: new Date(), written_off_by: userId })
      .where('id', '=', id)
      .execute();
  }

  /** Marks the order deleted and its sheets released (the links stay as its history). */
  async delete(trx: Trx, id: string, userId: string): Promise<void> {
    await trx
      .updateTable('orders.orders')
      .set({ deleted_at: new Date(), deleted_by: userId })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('orders.order_sheets')
      .set({ released_at: new Date() })
      .where('order_id', '=', id)
      .where('released_at', 'is', null)
      .execute();
  }

  /** A live order as the lists read it, or NOT_FOUND. */
  async find(trx: Trx, id: string): Promise<OrderRecord> {
    const row = await selectRecord(
      trx.selectFrom('orders.orders').where('id', '=', id).where('deleted_at', 'is', null),
    ).executeTakeFirst();
    if (!row) {
      throw new DomainError('ORDER.NOT_FOUND');
    }
    return row;
  }

  /** Live orders among these ids (a share link's), in the order given; unknown ids are left out. */
  async findMany(trx: Trx, ids: readonly string[]): Promise<OrderRecord[]> {
    if (ids.length === 0) {
      return [];
    }
    const rows = await selectRecord(
      trx.selectFrom('orders.orders').where('id', 'in', ids).where('deleted_at', 'is', null),
    ).execute();
    return inIdOrder(ids, rows);
  }

  /** The live orders matching the list filters (for a page, a count or a workbook). */
  filtered(trx: Trx, filter: OrderFilter, tzOffsetHours: number) {
    let base = trx
      .selectFrom('orders.orders')
      .where('order_type', '=', filter.orderType)
      .where('deleted_at', 'is', null);
    if (filter.customerId) {
      base = base.where('customer_id', '=', filter.customerId);
    }
    if (filter.customerName) {
      base = base.where('customer_name', 'ilike', `%${escapeLike(filter.customerName)}%`);
    }
    if (filter.orderNo) {
      const pattern = `%${escapeLike(filter.orderNo)}%`;
      base = base.where((eb) => eb.or([eb('order_no', 'ilike', pattern), eb('spus', 'ilike', pattern)]));
    }
    if (filter.status !== undefined) {
      base = base.where('status', '=', filter.status);
    }
    if (filter.createTimeFrom) {
      base = base.where('created_at', '>=', dayStart(filter.createTimeFrom, tzOffsetHours, 0));
    }
    if (filter.createTimeTo) {
      base = base.where('created_at', '<', dayStart(filter.createTimeTo, tzOffsetHours, 1));
    }
    return base;
  }

  /** §2 Orders: a page of the filtered orders, newest first. */
  async page(
    trx: Trx,
    filter: OrderFilter,
    paging: { page: number; pageSize: number },
    tzOffsetHours: number,
  ): Promise<PageResult<OrderRecord>> {
    const base = this.filtered(trx, filter, tzOffsetHours);
    const [records, count] = await Promise.all([
      selectRecord(base)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { total: count.total, records };
  }

  /** Every filtered order, newest first, in keyset batches (a workbook; constant cost per batch). */
  async *batches(
    trx: Trx,
    filter: OrderFilter,
    tzOffsetHours: number,
    size = 1000,
  ): AsyncGenerator<OrderRecord[]> {
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      let query = selectRecord(this.filtered(trx, filter, tzOffsetHours));
      if (after) {
        const { createdAt, id } = after;
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', createdAt),
            eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)]),
          ]),
        );
      }
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).execute();
      if (rows.length > 0) {
        yield rows;
      }
      if (rows.length < size) {
        return;
      }
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.created_at, id: last.id };
    }
  }

  /** The orders' logs by diameter class (all lengths together), per order, ascending. */
  async diaClasses(trx: Trx, orderIds: readonly string[]): Promise<Map<string, DiaClass[]>> {
    const byOrder = new Map<string, DiaClass[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) {
      return byOrder;
    }
    const rows = await trx
      .selectFrom('orders.order_classes')
      .select([
        'order_id',
        'dia',
        sql<number>`sum(qty)::int`.as('qty'),
        sql<number>`sum(volume_e4)::bigint`.as('volume_e4'),
      ])
      .where('order_id', 'in', orderIds)
      .groupBy(['order_id', 'dia'])
      .orderBy('order_id')
      .orderBy('dia')
      .execute();
    for (const row of rows) {
      byOrder.get(row.order_id)?.push({ dia: row.dia, qty: row.qty, volumeE4: row.volume_e4 });
    }
    return byOrder;
  }

  /** The order's logs by diameter class and length (its diameter table), ascending. */
  async classes(
    trx: Trx,
    orderIds: readonly string[],
  ): Promise<{ order_id: string; dia: number; length: number; qty: number; volumeE4: number }[]> {
    if (orderIds.length === 0) {
      return [];
    }
    const rows = await trx
      .selectFrom('orders.order_classes')
      .select(['order_id', 'dia', 'length_class', 'qty', 'volume_e4'])
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('dia')
      .orderBy('length_class')
      .execute();
    return rows.map((row) => ({
      order_id: row.order_id,
      dia: row.dia,
      length: Number(row.length_class),
      qty: row.qty,
      volumeE4: row.volume_e4,
    }));
  }
}

/** Every column of an order, its day as yyyy-MM-dd. */
function selectRecord<O>(query: SelectQueryBuilder<OrdersDb, 'orders.orders', O>) {
  return query
    .selectAll()
    .select(sql<string>`to_char(order_date, 'YYYY-MM-DD')`.as('order_day')) as unknown as SelectQueryBuilder<
    OrdersDb,
    'orders.orders',
    OrderRecord
  >;
}
