import {
  type DetailImages,
  type OrderDiameterCategory,
  type OrderRow,
  type OrderWood,
  type PageResult,
} from '@timber/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { OTHER, useOrdersSuite } from '../testing/orders-suite';

describe('orders: settling confirmed sheets (real PostgreSQL, Redis)', () => {
  const suite = useOrdersSuite();
  const { confirmed, save, download, worksheetRows } = suite;

  describe('lists, diameter data detail and workbooks', () => {
    let orderId: string;
    let orderNo: string;

    beforeAll(async () => {
      // four orders of the buyer besides, one of them checked: the list has pages to turn and its
      // status filter an order to find (in one suite with the settling tests, those left theirs)
      for (let i = 0; i < 4; i += 1) {
        const { id } = (await save([(await confirmed()).spu])).body.data;
        if (i === 0) {
          await suite.api.ok('POST', `/order/check/${id}`);
        }
      }
      const sheet = await confirmed({
        customer: OTHER,
        logs: [
          { dia: 18, length: 4, volumeE4: 1130, picture: 'https://device.example/a.jpg' },
          { dia: 18, length: 5, volumeE4: 1450, picture: 'https://device.example/a.jpg' },
          { dia: 32, length: 4, volumeE4: 3730, picture: 'https://device.example/b.jpg' },
          { dia: 58, length: 4, volumeE4: 0, unmeasured: true },
        ],
      });
      const saved = await save([sheet.spu], { tradePartnerId: OTHER.id });
      ({ id: orderId, orderNo } = saved.body.data);
    });

    it('pages the orders of a type with their filters, each with its diameter classification', async () => {
      const list = (body: Record<string, unknown>) =>
        suite.api.ok<PageResult<OrderRow>>('POST', '/order/pageData', { page: 1, pageSize: 50, ...body });
      const all = await list({});
      expect(all.total).toBeGreaterThanOrEqual(5);
      expect(all.records.every((row) => row.orderType === 1)).toBe(true);
      const ours = await list({ customerName: 'harbin' });
      expect(ours.records.map((row) => row.orderNo)).toEqual([orderNo]);
      expect(ours.records[0]!.diaClassificationList).toEqual([
        { dia: 18, qty: 2, vol: 0.258 },
        { dia: 32, qty: 1, vol: 0.373 },
      ]);
      expect((await list({ orderNo: orderNo.slice(2) })).records.map((row) => row.id)).toEqual([orderId]);
      expect((await list({ status: 10 })).records.every((row) => row.status === 10)).toBe(true);
      expect((await list({ orderType: 2 })).total).toBe(0);
      expect((await list({ createTimeTo: '2000-01-01' })).total).toBe(0);
      const second = await suite.api.ok<PageResult<OrderRow>>('POST', '/order/pageData', {
        page: 2,
        limit: 2,
      });
      expect(second.records).toHaveLength(2);
      expect(second.total).toBe(all.total);
    });

    it('answers the order’s diameter table, its logs by page and class, and its pictures', async () => {
      const category = await suite.api.ok<OrderDiameterCategory>('POST', '/order/wood/getDiaCategory', {
        id: orderId,
      });
      expect(category).toEqual({
        standard: 'ch',
        rows: [
          { dia: 18, length: 4, qty: 1, vol: 0.113 },
          { dia: 18, length: 5, qty: 1, vol: 0.145 },
          { dia: 32, length: 4, qty: 1, vol: 0.373 },
        ],
        rangeGroups: [
          { label: '10~18', qty: 2, vol: 0.258 },
          { label: '30~38', qty: 1, vol: 0.373 },
        ],
        totalQty: 3,
        totalVol: 0.631,
        avgDiameter: 22.7,
        unmeasured: 1,
      });
      const page = await suite.api.ok<PageResult<OrderWood>>('POST', '/order/wood/page', {
        id: orderId,
        page: 1,
      });
      expect(page.total).toBe(4);
      expect(page.records[0]).toMatchObject({
        woodKind: 'Larch',
        woodCode: 'W0001',
        minDiameter: 17.6,
        maxDiameter: 18.6,
        woodSpecs: 4.05,
        diameter: 18,
        lengthClass: 4,
        volume: 0.113,
        isManual: false,
        ossUrl: 'https://device.example/a.jpg',
      });
      expect(page.records[3]).toMatchObject({ diameter: null, lengthClass: null, volume: null });
      const row = await suite.api.ok<PageResult<OrderWood>>('POST', '/order/wood/page', {
        id: orderId,
        page: 1,
        dia: 18,
        length: 5,
      });
      expect(row.records.map((log) => log.woodCode)).toEqual(['W0002']);
      const images = await suite.api.ok<DetailImages>('POST', '/order/wood/images', { id: orderId });
      expect(images).toEqual({
        total: 2,
        records: [
          { url: 'https://device.example/a.jpg', count: 2 },
          { url: 'https://device.example/b.jpg', count: 1 },
        ],
      });
      expect((await suite.api.post('/order/wood/getDiaCategory', { id: randomUUID() })).body.code).toBe(
        402601,
      );
    });

    it('exports the statements and the diameter classification as streamed xlsx files', async () => {
      const statements = await download('/order/downloadExcel', { customerName: 'harbin' });
      expect(statements.status).toBe(200);
      expect(statements.type).toContain('spreadsheetml');
      const rows = await worksheetRows(statements.bytes);
      expect(rows[0]).toEqual(expect.arrayContaining(['Order no.', 'Customer', 'Quantity', 'Volume (m³)']));
      expect(rows).toHaveLength(2);
      expect(rows[1]).toEqual(expect.arrayContaining([orderNo, OTHER.name, 4, 0.631, 'Awaiting check']));
      const classes = await download('/order/downloadDiaClassification', { customerName: 'harbin' });
      const classRows = await worksheetRows(classes.bytes);
      expect(classRows.slice(1).map((row) => row.slice(3))).toEqual([
        [18, 2, 0.258],
        [32, 1, 0.373],
        ['Not measurable under the standard', 1],
        ['Order total', 4, 0.631],
      ]);
      const detail = await download('/order/wood/downloadExcel', { id: orderId });
      expect(detail.status).toBe(200);
      const logs = await worksheetRows(detail.bytes, 1);
      expect(logs).toHaveLength(5);
      const refused = await download('/order/wood/downloadExcel', { id: randomUUID() });
      expect(refused.status).toBe(404);
      expect((JSON.parse(refused.bytes.toString()) as { code: number }).code).toBe(402601);
    });
  });
});
