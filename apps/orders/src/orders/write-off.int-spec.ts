import { type OrderRow, type OrderSaved, type PageResult } from '@timber/contracts';
import { configureLogging } from '@timber/nest-kit';
import { type ApiClient, expectEventually, testDatabase } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmation, customerSaved, type OrdersUnderTest, startOrders } from '../testing/orders-fixtures';

const TENANT_A = randomUUID();
const TENANT_B = randomUUID();
const BUYER = { id: randomUUID(), name: 'Northern Forest Products' };

/**
 * Issue 35, §3 "written off", §7 /order/verification/{id}: a checked order is written off once, its
 * event through the outbox, and from then on it is neither checked, written off again nor deleted;
 * another tenant cannot reach it. Orders over its own HTTP API, real PostgreSQL and Redis.
 */
describe('orders: writing off an order (real PostgreSQL, Redis)', () => {
  let drop: () => Promise<void>;
  let admin: Client;
  let orders: OrdersUnderTest;
  let api: ApiClient;
  let apiB: ApiClient;
  let apiZh: ApiClient;
  let seq = 0;

  beforeAll(async () => {
    configureLogging('orders-test', 'warn');
    const db = await testDatabase('orders');
    drop = db.drop;
    admin = new Client({ connectionString: db.adminUrl });
    await admin.connect();
    orders = await startOrders(db.adminUrl);
    api = await orders.clientFor(TENANT_A);
    apiB = await orders.clientFor(TENANT_B);
    apiZh = await orders.clientFor(TENANT_A, undefined, 'zh');
    await orders.publish(customerSaved(TENANT_A, BUYER.id, BUYER.name));
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from orders.customers');
      expect(rows).toHaveLength(1);
    });
  });

  afterAll(async () => {
    await orders.close();
    await admin.end();
    await drop();
  });

  /** A new order (status 5) settling one confirmed stock-in sheet of the buyer. */
  const newOrder = async (): Promise<{ id: string; orderNo: string; spu: string }> => {
    const spu = `IN20261128-${String(++seq).padStart(4, '0')}`;
    await orders.publish(
      confirmation(TENANT_A, {
        kind: 1,
        spu,
        customer: BUYER,
        logs: [{ dia: 24, length: 4, volumeE4: 2120 }],
      }),
    );
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from orders.sheets where spu = $1', [spu]);
      expect(rows).toHaveLength(1);
    });
    const saved = await api.ok<OrderSaved>('POST', '/order/save', {
      orderType: 1,
      tradePartnerId: BUYER.id,
      spus: spu,
    });
    return { id: saved.id, orderNo: saved.orderNo, spu };
  };
  const outboxOf = async (type: string, id: string) =>
    (
      await admin.query<{ payload: unknown; tenant_id: string }>(
        `select payload, tenant_id from orders.outbox where type = $1 and partition_key = $2`,
        [type, id],
      )
    ).rows;

  it('writes off only a checked order, once: 15, its label, its event in the outbox', async () => {
    const order = await newOrder();
    const early = await api.post(`/order/verification/${order.id}`);
    expect([early.status, early.body.code]).toEqual([409, 402616]);
    expect(early.body.msg).toBe('Only a checked order can be written off, and only once');
    expect(await outboxOf('orders.order.written-off', order.id)).toEqual([]);

    await api.ok('POST', `/order/check/${order.id}`);
    const done = await api.ok<{ id: string; status: number }>('POST', `/order/verification/${order.id}`);
    expect(done).toEqual({ id: order.id, status: 15 });
    expect(await api.ok<OrderRow>('GET', `/order/detail/${order.id}`)).toMatchObject({
      status: 15,
      statusDesc: 'Written off',
      checker: 'clerk',
    });
    expect((await apiZh.ok<OrderRow>('GET', `/order/detail/${order.id}`)).statusDesc).toBe('已核销');
    const events = await outboxOf('orders.order.written-off', order.id);
    expect(events).toEqual([{ payload: { orderId: order.id, orderNo: order.orderNo }, tenant_id: TENANT_A }]);
    // the relay publishes it
    await expectEventually(async () => {
      const { rows } = await admin.query(
        `select 1 from orders.outbox where type = 'orders.order.written-off' and partition_key = $1
           and published_at is not null`,
        [order.id],
      );
      expect(rows).toHaveLength(1);
    });

    const again = await api.post(`/order/verification/${order.id}`);
    expect([again.status, again.body.code]).toEqual([409, 402616]);
    expect(await outboxOf('orders.order.written-off', order.id)).toHaveLength(1);
  });

  it('refuses to check, delete or write off again a written-off order, and keeps its sheets settled', async () => {
    const order = await newOrder();
    await api.ok('POST', `/order/check/${order.id}`);
    await api.ok('POST', `/order/verification/${order.id}`);
    const before = await admin.query('select * from orders.orders where id = $1', [order.id]);

    const check = await api.post(`/order/check/${order.id}`);
    expect([check.status, check.body.code]).toEqual([409, 402602]);
    const del = await api.post(`/order/del/${order.id}`);
    expect([del.status, del.body.code]).toEqual([409, 402603]);
    expect(del.body.msg).toContain('written-off');

    expect((await admin.query('select * from orders.orders where id = $1', [order.id])).rows).toEqual(
      before.rows,
    );
    const { rows } = await admin.query<{ released_at: Date | null }>(
      'select released_at from orders.order_sheets where order_id = $1',
      [order.id],
    );
    expect(rows).toEqual([{ released_at: null }]);
    expect(await outboxOf('orders.order.deleted', order.id)).toEqual([]);
    // the database refuses it too, whatever the code does
    await expect(
      admin.query('update orders.orders set deleted_at = now() where id = $1', [order.id]),
    ).rejects.toThrow(/orders_deleted_awaiting/);
    await expect(
      admin.query('update orders.orders set status = 10 where id = $1', [order.id]),
    ).rejects.toThrow(/orders_written_off/);
  });

  it('lists and filters written-off orders by status 15', async () => {
    const order = await newOrder();
    await api.ok('POST', `/order/check/${order.id}`);
    await api.ok('POST', `/order/verification/${order.id}`);
    const open = await newOrder();
    const list = await api.ok<PageResult<OrderRow>>('POST', '/order/pageData', {
      page: 1,
      pageSize: 50,
      orderType: 1,
      status: 15,
    });
    const ids = list.records.map((row) => row.id);
    expect(ids).toContain(order.id);
    expect(ids).not.toContain(open.id);
    expect(list.records.every((row) => row.status === 15)).toBe(true);
    const bad = await api.post('/order/pageData', { page: 1, pageSize: 10, status: 20 });
    expect([bad.status, bad.body.code]).toEqual([400, 400001]);
  });

  it('keeps tenants apart: another tenant cannot write off, nor see, the order', async () => {
    const order = await newOrder();
    await api.ok('POST', `/order/check/${order.id}`);
    const foreign = await apiB.post(`/order/verification/${order.id}`);
    expect([foreign.status, foreign.body.code]).toEqual([404, 402601]);
    expect((await api.ok<OrderRow>('GET', `/order/detail/${order.id}`)).status).toBe(10);
    expect(await outboxOf('orders.order.written-off', order.id)).toEqual([]);
    const unknown = await api.post(`/order/verification/${randomUUID()}`);
    expect(unknown.body.code).toBe(402601);
    const notUuid = await api.post('/order/verification/abc');
    expect([notUuid.status, notUuid.body.code]).toEqual([400, 400001]);
  });

  it('asks for the list’s permission of the order’s type (an inbound order needs order/orderIn)', async () => {
    const order = await newOrder();
    await api.ok('POST', `/order/check/${order.id}`);
    const outOnly = await orders.clientFor(TENANT_A, ['order', 'order/orderOut']);
    const refused = await outOnly.post(`/order/verification/${order.id}`);
    expect([refused.status, refused.body.code]).toEqual([403, 403001]);
    const inbound = await orders.clientFor(TENANT_A, ['order', 'order/orderIn']);
    expect((await inbound.post(`/order/verification/${order.id}`)).body.code).toBe(0);
  });
});
