import { type OrderCustomer, type PageResult } from '@timber/contracts';
import { expectEventually } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmation, customerDeleted, customerSaved, splitConfirmation } from '../testing/orders-fixtures';
import { BUYER, OF_B, OTHER, TENANT_A, useOrdersSuite } from '../testing/orders-suite';

describe('orders: settling confirmed sheets (real PostgreSQL, Redis)', () => {
  const suite = useOrdersSuite();
  const { nextSpu, confirmed, save, unsettled } = suite;

  describe('the confirmed sheets, from inventory’s events', () => {
    it('keeps each confirmed sheet once, with its logs, however often its event arrives', async () => {
      const event = confirmation(TENANT_A, {
        kind: 1,
        spu: nextSpu(1),
        customer: BUYER,
        logs: [
          { dia: 24, length: 6, volumeE4: 3200 },
          { dia: 26, length: 6, volumeE4: 3700 },
          { dia: 40, length: 6, volumeE4: 0, unmeasured: true },
        ],
      });
      await suite.orders.publish(event, event);
      await suite.orders.publish(event);
      const { spu } = event.payload as { spu: string };
      const sheet = await expectEventually(async () => {
        const found = (await unsettled({ spu })).records;
        expect(found).toHaveLength(1);
        return found[0]!;
      });
      expect(sheet).toMatchObject({
        spu,
        orderType: 1,
        customerId: BUYER.id,
        customerName: BUYER.name,
        woodKind: 'Larch',
        storageBin: 'Yard A',
        transportNum: 'MGL8823',
        storageDate: '2026-11-20',
        quantity: 3,
        volume: 0.69,
        avgDiameter: 25,
        woodSpecs: '6',
        orderId: null,
      });
      // give the repeated deliveries time to arrive: still one sheet, three logs, one inbox row
      await new Promise((resolve) => setTimeout(resolve, 500));
      const counts = await suite.admin.query<{ sheets: number; logs: number; inbox: number }>(
        `select (select count(*)::int from orders.sheets where spu = $1) as sheets,
                (select count(*)::int from orders.sheet_logs l join orders.sheets s on s.id = l.sheet_id where s.spu = $1) as logs,
                (select count(*)::int from orders.processed_events where event_id = $2) as inbox`,
        [spu, event.eventId],
      );
      expect(counts.rows[0]).toEqual({ sheets: 1, logs: 3, inbox: 1 });
    });

    it('keeps a sheet of a version-1 confirmation with its totals (it carried no names nor logs)', async () => {
      const spu = nextSpu(1);
      const event = confirmation(TENANT_A, { kind: 1, spu, customer: BUYER, logs: [] });
      const v1 = {
        ...event,
        version: 1,
        payload: {
          sheetId: randomUUID(),
          spu,
          standard: 'ch',
          woodKindId: randomUUID(),
          locationId: randomUUID(),
          customerId: BUYER.id,
          quantity: 12,
          volumeE4: 45_670,
          manual: false,
        },
      };
      await suite.orders.publish(v1);
      const sheet = await expectEventually(async () => {
        const found = (await unsettled({ spu })).records;
        expect(found).toHaveLength(1);
        return found[0]!;
      });
      expect(sheet).toMatchObject({
        quantity: 12,
        volume: 4.567,
        woodKind: '',
        avgDiameter: 0,
        woodSpecs: '',
      });
    });

    it('keeps a long sheet whose logs come in several events, offered and settled only once they have all arrived', async () => {
      const spu = nextSpu(1);
      const [header, more] = splitConfirmation(
        confirmation(TENANT_A, {
          kind: 1,
          spu,
          customer: BUYER,
          logs: [
            { dia: 20, length: 4, volumeE4: 1540 },
            { dia: 22, length: 4, volumeE4: 1780 },
            { dia: 24, length: 4, volumeE4: 2100 },
            { dia: 40, length: 6, volumeE4: 8800 },
            { dia: 42, length: 6, volumeE4: 9600 },
          ],
        }),
        3,
      );
      await suite.orders.publish(header);
      await expectEventually(async () => {
        const { rows } = await suite.admin.query(
          'select logs_kept, log_count from orders.sheets where spu = $1',
          [spu],
        );
        expect(rows).toEqual([{ logs_kept: 3, log_count: 5 }]);
      });
      expect((await unsettled({ spu })).total).toBe(0);
      const early = await save([spu]);
      expect([early.status, early.body.code]).toEqual([409, 402609]);
      expect(early.body.msg).toBe(
        `The logs of these sheets are still arriving, try again in a moment: ${spu}`,
      );
      await suite.orders.publish(more, more);
      const sheet = await expectEventually(async () => {
        const found = (await unsettled({ spu })).records;
        expect(found).toHaveLength(1);
        return found[0]!;
      });
      expect(sheet).toMatchObject({ quantity: 5, volume: 2.382, avgDiameter: 29.6, woodSpecs: '4,6' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { rows } = await suite.admin.query<{ seq: number; wood_code: string }>(
        `select l.seq, l.wood_code from orders.sheet_logs l join orders.sheets s on s.id = l.sheet_id
          where s.spu = $1 order by l.seq`,
        [spu],
      );
      expect(rows.map((row) => [row.seq, row.wood_code])).toEqual([
        [1, 'W0001'],
        [2, 'W0002'],
        [3, 'W0003'],
        [4, 'W0004'],
        [5, 'W0005'],
      ]);
      expect((await save([spu])).body.code).toBe(0);
    });

    it('lists the unsettled sheets of one type, by customer and SPU, to a caller holding that type only', async () => {
      const inbound = await confirmed();
      const outbound = await confirmed({ kind: 2 });
      const ofOther = await confirmed({ customer: OTHER });
      const ins = (await unsettled()).records.map((sheet) => sheet.spu);
      expect(ins).toEqual(expect.arrayContaining([inbound.spu, ofOther.spu]));
      expect(ins).not.toContain(outbound.spu);
      expect((await unsettled({ orderType: 2 })).records.map((sheet) => sheet.spu)).toContain(outbound.spu);
      const buyers = await unsettled({ customerId: BUYER.id });
      expect(buyers.records.every((sheet) => sheet.customerId === BUYER.id)).toBe(true);
      expect((await unsettled({ spu: inbound.spu.slice(-6) })).records.map((s) => s.spu)).toEqual([
        inbound.spu,
      ]);
      // confirmed today (the caller's day): inside today, outside yesterday
      const today = new Date().toISOString().slice(0, 10);
      expect((await unsettled({ createTimeFrom: today, createTimeTo: today })).total).toBeGreaterThan(0);
      expect((await unsettled({ createTimeTo: '2000-01-01' })).total).toBe(0);
      const inboundClerk = await suite.orders.clientFor(TENANT_A, ['order', 'order/orderIn']);
      expect((await unsettled({}, inboundClerk)).total).toBeGreaterThan(0);
      const refused = await inboundClerk.post('/order/unsettled', { orderType: 2 });
      expect([refused.status, refused.body.code]).toEqual([403, 403001]);
    });

    it('keeps the customers from their events: renamed, deleted, and listed for the order page', async () => {
      const id = randomUUID();
      await suite.orders.publish(customerSaved(TENANT_A, id, 'Zhangjiagang Port Logs'));
      await suite.orders.publish(customerSaved(TENANT_A, id, 'Zhangjiagang Port Logs Ltd.'));
      const listed = await expectEventually(async () => {
        const page = await suite.api.ok<PageResult<OrderCustomer>>('POST', '/cus/listData', {
          page: 1,
          pageSize: 10,
          customerName: 'zhangjiagang',
        });
        expect(page.records).toEqual([{ id, customerName: 'Zhangjiagang Port Logs Ltd.' }]);
        return page;
      });
      expect(listed.total).toBe(1);
      await suite.orders.publish(customerDeleted(TENANT_A, id));
      await expectEventually(async () => {
        const page = await suite.api.ok<PageResult<OrderCustomer>>('POST', '/cus/listData', {
          page: 1,
          customerName: 'zhangjiagang',
        });
        expect(page.total).toBe(0);
      });
      const all = await suite.api.ok<PageResult<OrderCustomer>>('POST', '/cus/listData', {
        page: 1,
        pageSize: 100,
      });
      expect(all.records.map((c) => c.customerName)).toEqual([OTHER.name, BUYER.name]);
      expect(
        (await suite.apiB.ok<PageResult<OrderCustomer>>('POST', '/cus/listData', { page: 1 })).records,
      ).toEqual([{ id: OF_B.id, customerName: OF_B.name }]);
    });
  });
});
