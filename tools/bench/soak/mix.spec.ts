import { ERROR_CODES, randomSource, ROUTES } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import {
  judgeAnswer,
  nothingSeen,
  OFFICE_MIX,
  planRequest,
  remember,
  type RouteKey,
  unsettledItem,
} from './mix';

const SHEET = '11111111-1111-4111-8111-111111111111';
const ROW = '22222222-2222-4222-8222-222222222222';
const CUSTOMER = '44444444-4444-4444-8444-444444444444';
const SPU = 'SPU202611290001';

describe('the office mix', () => {
  it('sends every body its route accepts', () => {
    const random = randomSource(7);
    for (const entry of OFFICE_MIX) {
      const schema = (ROUTES[entry.route] as { body?: z.ZodType }).body;
      const body = entry.body(random, entry.needs === 'unsettled' ? unsettledItem(CUSTOMER, SPU) : SHEET);
      if (schema) {
        expect(schema.safeParse(body).success, entry.route).toBe(true);
      } else {
        expect(body, entry.route).toBeUndefined();
      }
    }
  });

  it('opens no detail before a list showed its id', () => {
    const random = randomSource(1);
    for (let index = 0; index < 2000; index++) {
      const planned = planRequest(random, nothingSeen());
      expect(planned.path).not.toContain(':id');
      expect(OFFICE_MIX.find((entry) => entry.route === planned.route && entry.needs)).toBeUndefined();
    }
  });

  it('picks by weight, and fills the id of a detail from what a list answered', () => {
    const random = randomSource(3);
    const seen = nothingSeen();
    remember('stockInList', { data: { records: [{ id: SHEET, status: 10 }], total: 1 } }, seen);
    remember('stockList', { data: { records: [{ id: ROW }], total: 1 } }, seen);
    const counts = new Map<RouteKey, number>();
    const draws = 20_000;
    for (let index = 0; index < draws; index++) {
      const planned = planRequest(random, seen);
      counts.set(planned.route, (counts.get(planned.route) ?? 0) + 1);
      if (planned.route === 'stockInDiameterRowList') {
        expect(planned.body).toEqual({ id: SHEET });
      }
    }
    // no pending or unsettled sheet was seen: nothing to confirm or settle
    expect(counts.get('stockInConfirm')).toBeUndefined();
    expect(counts.get('orderSave')).toBeUndefined();
    const open = OFFICE_MIX.filter(
      (entry) => entry.route !== 'stockInConfirm' && entry.route !== 'orderSave',
    );
    const total = open.reduce((sum, entry) => sum + entry.weight, 0);
    const expected = (route: RouteKey) =>
      open.filter((entry) => entry.route === route).reduce((sum, entry) => sum + entry.weight, 0) / total;
    expect((counts.get('stockInList') ?? 0) / draws).toBeCloseTo(expected('stockInList'), 1);
    expect((counts.get('stockInExport') ?? 0) / draws).toBeCloseTo(expected('stockInExport'), 1);
  });

  it('confirms a pending sheet with a customer once per visit, at its path', () => {
    const seen = nothingSeen();
    const other = '33333333-3333-4333-8333-333333333333';
    remember(
      'stockInList',
      {
        data: {
          records: [
            { id: SHEET, status: 4, customerId: ROW },
            { id: other, status: 4, customerId: null },
          ],
          total: 2,
        },
      },
      seen,
    );
    // a sheet without a customer cannot be confirmed yet: not offered
    expect(seen.pendingSheets).toEqual([SHEET]);
    expect(seen.sheets).toEqual([SHEET, other]);
    const random = randomSource(5);
    let confirms = 0;
    for (let index = 0; index < 500; index++) {
      const planned = planRequest(random, seen);
      if (planned.route === 'stockInConfirm') {
        confirms += 1;
        expect(planned.path).toBe(`/stockIn/h/confirm/${SHEET}`);
      }
    }
    expect(confirms).toBe(1);
  });

  it('settles an unsettled sheet in an order for its customer, once per visit', () => {
    const seen = nothingSeen();
    remember(
      'orderUnsettledList',
      { data: { records: [{ id: SHEET, spu: SPU, customerId: CUSTOMER }, { id: ROW }], total: 2 } },
      seen,
    );
    expect(seen.unsettled).toEqual([unsettledItem(CUSTOMER, SPU)]);
    const random = randomSource(9);
    const settled = Array.from({ length: 500 }, () => planRequest(random, seen)).filter(
      (planned) => planned.route === 'orderSave',
    );
    expect(settled.map((planned) => planned.body)).toEqual([
      { orderType: 1, tradePartnerId: CUSTOMER, spus: SPU },
    ]);
    expect(settled[0]!.path).toBe(ROUTES.orderSave.path);
  });

  it('counts a second confirm or settling of a sheet as a conflict, anything else not 0 as an error', () => {
    const notEditable = ERROR_CODES['SHEET.NOT_EDITABLE'].code;
    const settled = ERROR_CODES['ORDER.SHEETS_SETTLED'].code;
    expect(judgeAnswer('orderSave', 409, settled)).toBe('conflict');
    expect(judgeAnswer('orderSave', 409, notEditable)).toBe('error');
    expect(judgeAnswer('stockInConfirm', 409, notEditable)).toBe('conflict');
    expect(judgeAnswer('stockInList', 409, notEditable)).toBe('error');
    expect(judgeAnswer('stockInList', 200, 0)).toBe('ok');
    expect(judgeAnswer('stockInExport', 200, undefined)).toBe('ok');
    expect(judgeAnswer('stockInList', 200, 500001)).toBe('error');
    expect(judgeAnswer('stockInList', 502, undefined)).toBe('error');
  });
});
