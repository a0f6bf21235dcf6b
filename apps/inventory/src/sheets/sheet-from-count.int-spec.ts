import { type PageResult, type SheetRow, type WoodPiecePage } from '@timber/contracts';
import {
  type ApiClient,
  ARREARS_TENANT_ID,
  DEMO_TENANT_ID,
  expectEventually,
  startTestStack,
  type TestStack,
} from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A stock-in sheet made from a count order (issue 7): the order and each log's photo are kept. The
 * order must be the company's, reviewed or verified now, as counting's `counting.order.status-changed`
 * events tell inventory (here written to counting's outbox as counting writes them).
 */
describe('a stock-in sheet from a count order (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let api: ApiClient;
  let refs: { locationId: string; kindId: string };
  let admin: Client;

  /** What counting writes when an order's status changes; answers the event id. */
  const tell = async (
    order: { id: number; orderNo: string },
    status: number,
    revision: number,
    tenantId = DEMO_TENANT_ID,
  ): Promise<string> => {
    const eventId = randomUUID();
    await admin.query(
      `insert into counting.outbox
         (event_id, tenant_id, type, version, partition_key, correlation_id, causation_id, occurred_at, payload)
       values ($1, $2, 'counting.order.status-changed', 1, $3, 'sheet-count-test', null, now(), $4)`,
      [eventId, tenantId, String(order.id), { orderId: order.id, orderNo: order.orderNo, status, revision }],
    );
    return eventId;
  };
  /** Inventory has taken these events (whether they changed its copy or not). */
  const taken = (eventIds: string[]) =>
    expectEventually(async () => {
      const rows = await admin.query(
        `select 1 from inventory.processed_events where consumer = 'inventory.count-orders' and event_id = any ($1)`,
        [eventIds],
      );
      expect(rows.rowCount).toBe(eventIds.length);
    }, 20_000);
  const copyOf = async (id: number) =>
    (await admin.query('select status, revision from inventory.count_orders where id = $1', [id])).rows[0] as
      | { status: number; revision: number }
      | undefined;

  beforeAll(async () => {
    system = await startTestStack('sheet-count');
    admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    api = await system.loginAs('admin');
    const locationId = (
      await api.ok<{ id: string }>('POST', '/location/save', { locationName: 'Count yard' })
    ).id;
    const kindId = (await api.ok<{ id: string }>('POST', '/wk/save', { woodKindName: 'Count pine' })).id;
    refs = { locationId, kindId };
    // the orders the tests make sheets of: reviewed (12) and verified (15)
    await taken([
      await tell({ id: 41, orderNo: 'CT202611230001' }, 12, 1),
      await tell({ id: 42, orderNo: 'CT202611230002' }, 15, 2),
    ]);
  });
  afterAll(async () => {
    await admin.end();
    await system.stop();
  });

  const fromCount = (extra: Record<string, unknown> = {}) => ({
    date: '2026-11-23',
    standard: 'ch',
    locationId: refs.locationId,
    kindId: refs.kindId,
    len: 4,
    countOrder: { id: 41, orderNo: 'CT202611230001' },
    diameters: [
      { dia: 20, qty: 3, imgId: 70 },
      { dia: 24, qty: 2, imgId: 70 },
      { dia: 22, qty: 1, imgId: 71 },
    ],
    ...extra,
  });

  it('keeps the count order on the sheet and each log as an image count with its photo', async () => {
    const { id, spu } = await api.ok<{ id: string; spu: string }>('POST', '/stockIn/h/save', fromCount());
    const row = (
      await api.ok<PageResult<SheetRow>>('POST', '/stockIn/h/pageSpu', { page: 1, pageSize: 5, spu })
    ).records[0]!;
    expect(row).toMatchObject({ status: 1, quantity: 6 });

    const images = await api.ok<{ records: { url: string; count: number }[]; total: number }>(
      'POST',
      '/stockIn/d/images',
      { id },
    );
    expect(images).toEqual({
      total: 2,
      records: [
        { url: 'count-image:70', count: 5 },
        { url: 'count-image:71', count: 1 },
      ],
    });
    const pieces = await api.ok<WoodPiecePage>('POST', '/stockIn/d/pageDetail', {
      id,
      page: 1,
      pageSize: 10,
    });
    expect(pieces.records).toHaveLength(6);
    for (const piece of pieces.records) {
      expect(piece).toMatchObject({ dataSource: 3, isManual: false });
      expect(piece.ossUrl).toMatch(/^count-image:7[01]$/);
    }

    const stored = await admin.query(
      'select count_order_id, count_order_no from inventory.sheets where id = $1',
      [id],
    );
    expect(stored.rows).toEqual([{ count_order_id: 41, count_order_no: 'CT202611230001' }]);
  });

  it('takes only an order of the company that is reviewed or verified now, as counting tells it', async () => {
    const order = { id: 45, orderNo: 'CT202611230005' };
    const refused = async (countOrder: { id: number; orderNo: string } = order) => {
      const answer = await api.post('/stockIn/h/save', fromCount({ countOrder }));
      expect([answer.status, answer.body.code]).toEqual([409, 400815]);
      return answer.body.msg;
    };
    // unknown to inventory (counting never told it: no such order, or not reviewed yet)
    expect(await refused()).toContain('Count order CT202611230005 is not reviewed');
    // recognised but not reviewed
    await taken([await tell(order, 10, 1)]);
    await refused();
    // reviewed; then an older change arriving late changes nothing
    await taken([await tell(order, 12, 3)]);
    await taken([await tell(order, 10, 2)]);
    expect(await copyOf(order.id)).toEqual({ status: 12, revision: 3 });
    // the id with another number is not that order
    await refused({ id: 45, orderNo: 'CT202611230099' });
    await api.ok('POST', '/stockIn/h/save', fromCount({ countOrder: order }));
    // reviewed, then back below 12 (a deleted image recovered): refused
    const later = { id: 47, orderNo: 'CT202611230007' };
    await taken([await tell(later, 12, 1), await tell(later, 10, 2)]);
    await refused(later);
    // another company's reviewed order is unknown here
    const theirs = { id: 46, orderNo: 'CT202611230006' };
    await taken([await tell(theirs, 12, 1, ARREARS_TENANT_ID)]);
    expect(await copyOf(theirs.id)).toEqual({ status: 12, revision: 1 });
    await refused(theirs);
  });

  it('makes one live sheet per count order; disabling it frees the order', async () => {
    const order = { id: 42, orderNo: 'CT202611230002' };
    const first = await api.ok<{ id: string }>('POST', '/stockIn/h/save', fromCount({ countOrder: order }));
    const again = await api.post('/stockIn/h/save', fromCount({ countOrder: order }));
    expect(again.body).toMatchObject({ code: 400814 });
    expect(again.body.msg).toContain('CT202611230002');
    await api.ok('POST', `/stockIn/h/delete/${first.id}`);
    await api.ok('POST', '/stockIn/h/save', fromCount({ countOrder: order }));
  });

  it('validates the link at the edge: order number, image ids only with an order, stock-in only', async () => {
    const badNo = await api.post('/stockIn/h/save', fromCount({ countOrder: { id: 43, orderNo: 'IN1' } }));
    expect(badNo.body.code).toBe(400001);
    expect(badNo.body.msg).toContain('countOrder.orderNo');
    const imgWithoutOrder = await api.post('/stockIn/h/save', fromCount({ countOrder: undefined }));
    expect(imgWithoutOrder.body.code).toBe(400001);
    const stockOut = await api.post(
      '/stockOut/save',
      fromCount({ countOrder: { id: 44, orderNo: 'CT202611230004' } }),
    );
    expect(stockOut.body.code).toBe(400001);
  });
});
