import { type OrderRow, type OrderSheet, type PageResult } from '@timber/contracts';
import { expectEventually } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { customerDeleted, customerSaved } from '../testing/orders-fixtures';
import { BUYER, OF_B, OTHER, TENANT_A, useOrdersSuite } from '../testing/orders-suite';

describe('orders: settling confirmed sheets (real PostgreSQL, Redis)', () => {
  const suite = useOrdersSuite();
  const { confirmed, save, unsettled, digest } = suite;

  describe('settling', () => {
    it('makes an order of the sheets named: totals, classes, settled sheets, orders.order.created in the outbox', async () => {
      const first = await confirmed({ transportNum: 'MGL1001' });
      const second = await confirmed({
        transportNum: 'MGL1002',
        woodKindName: 'Pine',
        logs: [
          { dia: 20, length: 6, volumeE4: 2350 },
          { dia: 46, length: 6, volumeE4: 11_400, picture: 'https://device.example/p.jpg' },
        ],
      });
      const saved = await save([second.spu, first.spu, first.spu], { woodGrade: 2, orderDate: '2026-11-21' });
      expect(saved.body.code, saved.body.msg).toBe(0);
      expect(saved.body.data).toMatchObject({
        status: 5,
        orderNo: expect.stringMatching(/^PO\d{8}-\d{4}$/) as string,
      });
      const { id } = saved.body.data;
      const row = await suite.api.ok<OrderRow>('GET', `/order/detail/${id}`);
      expect(row).toMatchObject({
        id,
        spus: [first.spu, second.spu].sort().join(','),
        orderDate: '2026-11-21',
        orderType: 1,
        customerId: BUYER.id,
        customerName: BUYER.name,
        tradePartner: BUYER.name,
        vavNum: 'MGL1001,MGL1002',
        woodKind: 'Larch,Pine',
        woodLength: '4,6',
        quantity: 5,
        volume: 2.106,
        woodGrade: 2,
        status: 5,
        statusDesc: 'Awaiting check',
        creator: 'clerk',
        checkTime: null,
        diaClassificationList: [
          { dia: 20, qty: 3, vol: 0.543 },
          { dia: 34, qty: 1, vol: 0.423 },
          { dia: 46, qty: 1, vol: 1.14 },
        ],
      });
      const left = (await unsettled()).records.map((sheet) => sheet.spu);
      expect(left).not.toContain(first.spu);
      expect(left).not.toContain(second.spu);
      const sheets = await suite.api.ok<PageResult<OrderSheet>>('POST', '/order/listSpu', { id, page: 1 });
      expect(sheets.records.map((sheet) => [sheet.spu, sheet.orderId])).toEqual(
        [first.spu, second.spu].sort().map((spu) => [spu, id]),
      );
      const published = await expectEventually(async () => {
        const { rows } = await suite.admin.query<{ payload: Record<string, unknown> }>(
          `select payload from orders.outbox where type = 'orders.order.created' and partition_key = $1 and published_at is not null`,
          [id],
        );
        expect(rows).toHaveLength(1);
        return rows[0]!.payload;
      });
      expect(published).toMatchObject({
        orderId: id,
        orderType: 1,
        customerId: BUYER.id,
        quantity: 5,
        volumeE4: 21_060,
      });
      expect((published.sheetIds as string[]).sort()).toEqual([first.sheetId, second.sheetId].sort());
    });

    it('settles a sheet once when two clerks submit it at the same moment: one order, one clear refusal', async () => {
      const a = await confirmed();
      const b = await confirmed();
      const clerk2 = await suite.orders.clientFor(TENANT_A);
      const answers = await Promise.all([save([a.spu, b.spu]), save([b.spu, a.spu], {}, clerk2)]);
      const won = answers.filter((answer) => answer.body.code === 0);
      const lost = answers.filter((answer) => answer.body.code !== 0);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect([lost[0]!.status, lost[0]!.body.code]).toEqual([409, 402606]);
      // the loser is told the sheets in the order it named them, and the order that has them
      const loserAsked = answers[0].body.code === 0 ? [b.spu, a.spu] : [a.spu, b.spu];
      expect(lost[0]!.body.msg).toBe(
        `Already settled by another order: ${loserAsked.join(', ')} (order ${won[0]!.body.data.orderNo})`,
      );
      const { rows } = await suite.admin.query<{ orders: number; links: number }>(
        `select count(distinct os.order_id)::int as orders, count(*)::int as links
           from orders.order_sheets os join orders.sheets s on s.id = os.sheet_id
          where s.spu = any($1) and os.released_at is null`,
        [[a.spu, b.spu]],
      );
      expect(rows[0]).toEqual({ orders: 1, links: 2 });
    });

    it('settles each sheet once under eight clerks submitting overlapping sheets at once', async () => {
      const sheets = await Promise.all([1, 2, 3, 4].map(() => confirmed()));
      const spus = sheets.map((sheet) => sheet.spu);
      const clerks = await Promise.all(Array.from({ length: 8 }, () => suite.orders.clientFor(TENANT_A)));
      // each clerk submits two neighbouring sheets (0+1, 1+2, 2+3, 3+0, …): many overlaps, in both orders
      const answers = await Promise.all(
        clerks.map((clerk, i) => save([spus[i % 4]!, spus[(i + 1) % 4]!], {}, clerk)),
      );
      const won = answers.filter((answer) => answer.body.code === 0);
      expect(won.length).toBeGreaterThanOrEqual(1);
      expect(won.length).toBeLessThanOrEqual(2);
      expect(answers.filter((answer) => answer.body.code !== 0).every((a) => a.body.code === 402606)).toBe(
        true,
      );
      const { rows } = await suite.admin.query<{ spu: string; n: number }>(
        `select s.spu, count(*)::int as n from orders.order_sheets os join orders.sheets s on s.id = os.sheet_id
          where s.spu = any($1) and os.released_at is null group by s.spu`,
        [spus],
      );
      expect(rows.every((row) => row.n === 1)).toBe(true);
      expect(rows).toHaveLength(won.length * 2);
    });

    it('refuses, writing nothing: an SPU not confirmed, a sheet settled, of the other type, of another customer, another tenant’s customer', async () => {
      const free = await confirmed();
      const outbound = await confirmed({ kind: 2 });
      const others = await confirmed({ customer: OTHER });
      const taken = await confirmed();
      expect((await save([taken.spu])).body.code).toBe(0);
      const before = await digest();
      const refusals: [string, Awaited<ReturnType<typeof save>>, number, number, string][] = [
        [
          'never confirmed (or disabled, or deleted)',
          await save([free.spu, 'IN20991231-9999']),
          404,
          402605,
          'Not confirmed sheets of this company (never confirmed, disabled or deleted): IN20991231-9999',
        ],
        [
          'already settled',
          await save([free.spu, taken.spu]),
          409,
          402606,
          `Already settled by another order: ${taken.spu}`,
        ],
        [
          'a stock-out sheet in an inbound order',
          await save([free.spu, outbound.spu]),
          400,
          402607,
          `An inbound order settles stock-in sheets only: ${outbound.spu}`,
        ],
        [
          'another customer’s sheet',
          await save([free.spu, others.spu]),
          400,
          402608,
          `Not sheets of ${BUYER.name}: ${others.spu}`,
        ],
        [
          'another tenant’s customer',
          await save([free.spu], { tradePartnerId: OF_B.id }),
          404,
          402604,
          'The customer does not exist or was deleted',
        ],
        [
          'an unknown customer',
          await save([free.spu], { tradePartnerId: randomUUID() }),
          404,
          402604,
          'The customer',
        ],
      ];
      for (const [what, answer, status, code, msg] of refusals) {
        expect({ what, status: answer.status, code: answer.body.code }).toEqual({ what, status, code });
        expect(answer.body.msg, what).toContain(msg);
      }
      // a tenant's SPU is not another tenant's: unknown to B
      const ofB = await suite.apiB.post('/order/save', {
        orderType: 1,
        tradePartnerId: OF_B.id,
        spus: free.spu,
      });
      expect([ofB.status, ofB.body.code]).toEqual([404, 402605]);
      // bad input: the schema's refusal, naming the fields
      const bad = await suite.api.post('/order/save', {
        orderType: 3,
        tradePartnerId: 'x',
        spus: '',
        extra: 1,
      });
      expect([bad.status, bad.body.code]).toEqual([400, 400001]);
      expect(bad.body.msg).toMatch(/orderType/);
      expect(bad.body.msg).toMatch(/extra/);
      expect(await digest()).toEqual(before);
      // the free sheet is still free and can be settled
      expect((await save([free.spu])).body.code).toBe(0);
    });

    it('refuses an order for a customer deleted since', async () => {
      const gone = { id: randomUUID(), name: 'Gone Ltd.' };
      await suite.orders.publish(customerSaved(TENANT_A, gone.id, gone.name));
      const sheet = await confirmed({ customer: gone });
      await suite.orders.publish(customerDeleted(TENANT_A, gone.id));
      await expectEventually(async () => {
        const { rows } = await suite.admin.query('select deleted from orders.customers where id = $1', [
          gone.id,
        ]);
        expect(rows[0]).toEqual({ deleted: true });
      });
      const refused = await save([sheet.spu], { tradePartnerId: gone.id });
      expect(refused.body.code).toBe(402604);
    });
  });

  describe('checking and deleting', () => {
    it('checks an order awaiting its check, once; a checked order cannot be deleted', async () => {
      const sheet = await confirmed();
      const { id } = (await save([sheet.spu])).body.data;
      const checked = await suite.api.ok<{ id: string; status: number }>('POST', `/order/check/${id}`);
      expect(checked).toEqual({ id, status: 10 });
      const row = await suite.api.ok<OrderRow>('GET', `/order/detail/${id}`);
      expect(row).toMatchObject({ status: 10, statusDesc: 'Checked', checker: 'clerk' });
      expect(row.checkTime).not.toBeNull();
      const again = await suite.api.post(`/order/check/${id}`);
      expect([again.status, again.body.code]).toEqual([409, 402602]);
      const deleted = await suite.api.post(`/order/del/${id}`);
      expect([deleted.status, deleted.body.code]).toEqual([409, 402603]);
      expect((await suite.api.post(`/order/check/${randomUUID()}`)).body.code).toBe(402601);
      await expectEventually(async () => {
        const { rows } = await suite.admin.query(
          `select 1 from orders.outbox where type = 'orders.order.checked' and partition_key = $1`,
          [id],
        );
        expect(rows).toHaveLength(1);
      });
    });

    it('deletes an order awaiting its check: its sheets are unsettled again and another order may settle them', async () => {
      const sheet = await confirmed();
      const { id } = (await save([sheet.spu])).body.data;
      expect((await suite.api.post(`/order/del/${id}`)).body.code).toBe(0);
      expect((await suite.api.post(`/order/del/${id}`)).body.code).toBe(402601);
      expect((await suite.api.call('GET', `/order/detail/${id}`)).body.code).toBe(402601);
      expect((await unsettled()).records.map((s) => s.spu)).toContain(sheet.spu);
      const again = await save([sheet.spu]);
      expect(again.body.code).toBe(0);
      const { rows } = await suite.admin.query<{ order_id: string; released: boolean }>(
        `select os.order_id, os.released_at is not null as released from orders.order_sheets os
           join orders.sheets s on s.id = os.sheet_id where s.spu = $1 order by released`,
        [sheet.spu],
      );
      expect(rows).toEqual([
        { order_id: again.body.data.id, released: false },
        { order_id: id, released: true },
      ]);
      const event = await suite.admin.query<{ payload: { sheetIds: string[] } }>(
        `select payload from orders.outbox where type = 'orders.order.deleted' and partition_key = $1`,
        [id],
      );
      expect(event.rows[0]!.payload.sheetIds).toEqual([sheet.sheetId]);
    });
  });
});
