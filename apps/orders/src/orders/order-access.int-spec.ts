import { type OrderRow, type PageResult } from '@timber/contracts';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { BUYER, TENANT_A, useOrdersSuite } from '../testing/orders-suite';

describe('orders: settling confirmed sheets (real PostgreSQL, Redis)', () => {
  const suite = useOrdersSuite();
  const { confirmed, save, unsettled } = suite;

  describe('tenants and permissions', () => {
    it('keeps each tenant to its own orders and sheets (row-level security)', async () => {
      const sheet = await confirmed();
      const { id } = (await save([sheet.spu])).body.data;
      expect((await suite.apiB.ok<PageResult<OrderRow>>('POST', '/order/pageData', { page: 1 })).total).toBe(
        0,
      );
      expect((await unsettled({}, suite.apiB)).total).toBe(0);
      for (const [method, path, body] of [
        ['GET', `/order/detail/${id}`, undefined],
        ['POST', `/order/check/${id}`, undefined],
        ['POST', `/order/del/${id}`, undefined],
        ['POST', '/order/wood/getDiaCategory', { id }],
        ['POST', '/order/share/create', { ids: [id] }],
      ] as const) {
        const answer = await suite.apiB.call(method, path, body);
        expect({ path, code: answer.body.code }).toEqual({ path, code: 402601 });
      }
      const still = await suite.api.ok<OrderRow>('GET', `/order/detail/${id}`);
      expect(still.status).toBe(5);
      // the service's own role sees nothing without a tenant, whatever SQL it sends
      const service = new Client({ connectionString: suite.orders.config.DATABASE_URL });
      await service.connect();
      try {
        for (const table of ['orders', 'sheets', 'sheet_logs', 'order_sheets', 'share_links', 'customers']) {
          const { rows } = await service.query(`select * from orders.${table}`);
          expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
        }
      } finally {
        await service.end();
      }
    });

    it('refuses outbound orders to a caller who holds only the inbound orders (403001)', async () => {
      const sheet = await confirmed({ kind: 2 });
      const saved = await save([sheet.spu], { orderType: 2 });
      expect(saved.body.code).toBe(0);
      const inbound = await suite.orders.clientFor(TENANT_A, ['order', 'order/orderIn']);
      for (const [method, path, body] of [
        ['POST', '/order/pageData', { orderType: 2 }],
        ['GET', `/order/detail/${saved.body.data.id}`, undefined],
        ['POST', `/order/check/${saved.body.data.id}`, undefined],
        ['POST', '/order/save', { orderType: 2, tradePartnerId: BUYER.id, spus: sheet.spu }],
        ['POST', '/order/share/create', { ids: [saved.body.data.id] }],
      ] as const) {
        const answer = await inbound.call(method, path, body);
        expect({ path, status: answer.status, code: answer.body.code }).toEqual({
          path,
          status: 403,
          code: 403001,
        });
      }
      expect(
        (await inbound.ok<PageResult<OrderRow>>('POST', '/order/pageData', { orderType: 1 })).total,
      ).toBeGreaterThan(0);
      const none = await suite.orders.clientFor(TENANT_A, ['stock', 'stock/list']);
      expect((await none.post('/order/pageData', {})).body.code).toBe(403001);
    });
  });
});
