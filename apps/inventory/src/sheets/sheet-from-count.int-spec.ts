import { type PageResult, type SheetRow, type WoodPiecePage } from '@timber/contracts';
import { type ApiClient, startTestStack, type TestStack } from '@timber/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A stock-in sheet made from a count order (issue 7): the order and each log's photo are kept. */
describe('a stock-in sheet from a count order (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let api: ApiClient;
  let refs: { locationId: string; kindId: string };

  beforeAll(async () => {
    system = await startTestStack('sheet-count');
    api = await system.loginAs('admin');
    const locationId = (
      await api.ok<{ id: string }>('POST', '/location/save', { locationName: 'Count yard' })
    ).id;
    const kindId = (await api.ok<{ id: string }>('POST', '/wk/save', { woodKindName: 'Count pine' })).id;
    refs = { locationId, kindId };
  });
  afterAll(() => system.stop());

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

    const admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    try {
      const stored = await admin.query(
        'select count_order_id, count_order_no from inventory.sheets where id = $1',
        [id],
      );
      expect(stored.rows).toEqual([{ count_order_id: 41, count_order_no: 'CT202611230001' }]);
    } finally {
      await admin.end();
    }
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
