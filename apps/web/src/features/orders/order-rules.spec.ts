import { describe, expect, it } from 'vitest';
import {
  canCheck,
  canDelete,
  canWriteOff,
  lastSevenDays,
  orderAddPath,
  orderDetailPath,
  orderFilterBody,
  orderTypeOfPath,
  orderTypeOfQuery,
  saveBody,
  selectionProblem,
  settledProblem,
  unsettledRequest,
} from './order-rules';

describe('order rules (spec §2 Orders, §4, §9)', () => {
  it('reads the order type from the list path and from isOut', () => {
    expect(orderTypeOfPath('/order/orderIn')).toBe(1);
    expect(orderTypeOfPath('/order/orderOut')).toBe(2);
    expect(orderTypeOfPath('/order/orderOut/')).toBe(2);
    expect(orderTypeOfQuery(new URLSearchParams('isOut=true'))).toBe(2);
    expect(orderTypeOfQuery(new URLSearchParams('isOut=false'))).toBe(1);
    expect(orderTypeOfQuery(new URLSearchParams(''))).toBe(1);
    expect(orderAddPath(2)).toBe('/order/add?isOut=true');
    expect(orderAddPath(1)).toBe('/order/add?isOut=false');
  });

  it('links an order to its diameter detail by type, id and number', () => {
    const path = orderDetailPath({ id: 'o-1', orderNo: 'PO-7', orderType: 2 });
    expect(path).toBe('/order/diamOrderOut?type=orderOut&id=o-1&orderNo=PO-7');
    expect(orderDetailPath({ id: 'o-2', orderNo: 'PO-8', orderType: 1 })).toBe(
      '/order/diamOrderIn?type=orderIn&id=o-2&orderNo=PO-8',
    );
  });

  it('writes off only a checked order; a written-off one is neither checked nor deleted (§3)', () => {
    expect([5, 10, 15].map((status) => canWriteOff({ status }))).toEqual([false, true, false]);
    expect([5, 10, 15].map((status) => canCheck({ status }))).toEqual([true, false, false]);
    expect([5, 10, 15].map((status) => canDelete({ status }))).toEqual([true, false, false]);
  });

  it('sends only the filters that are set, a single day as both ends', () => {
    expect(orderFilterBody(1, { customerName: '  ', status: null, range: null })).toEqual({ orderType: 1 });
    const day = new Date(2026, 10, 20);
    expect(orderFilterBody(2, { customerName: ' Acme ', status: 5, range: [day, null] })).toEqual({
      orderType: 2,
      customerName: 'Acme',
      status: 5,
      createTimeFrom: '2026-11-20',
      createTimeTo: '2026-11-20',
    });
  });

  it('defaults the creation page to the last 7 days, today included', () => {
    const [from, to] = lastSevenDays(new Date(2026, 2, 3, 15, 30));
    expect([from.getFullYear(), from.getMonth(), from.getDate()]).toEqual([2026, 1, 25]);
    expect([to.getMonth(), to.getDate()]).toEqual([2, 3]);
    const request = unsettledRequest(2)(
      { customerId: null, spu: ' OUT1 ', range: [from, to] },
      { page: 1, pageSize: 10 },
    );
    expect(request.body).toEqual({
      page: 1,
      pageSize: 10,
      orderType: 2,
      spu: 'OUT1',
      createTimeFrom: '2026-02-25',
      createTimeTo: '2026-03-03',
    });
  });

  it('makes an order of at least one sheet, all of one customer', () => {
    expect(selectionProblem([])).toBe('common.selectFirst');
    expect(selectionProblem([{ customerId: 'c1' }, { customerId: 'c2' }])).toBe('order.add.oneCustomer');
    expect(selectionProblem([{ customerId: 'c1' }, { customerId: 'c1' }])).toBeNull();
    expect(
      saveBody(1, [
        { customerId: 'c1', spu: 'IN1' },
        { customerId: 'c1', spu: 'IN3' },
      ]),
    ).toEqual({ orderType: 1, tradePartnerId: 'c1', spus: 'IN1,IN3' });
  });

  it('keeps the message of sheets already settled (402606) and nothing else', () => {
    expect(settledProblem({ code: 402606, msg: 'Already settled by another order: IN1 (order PO-1)' })).toBe(
      'Already settled by another order: IN1 (order PO-1)',
    );
    expect(settledProblem({ code: 400001, msg: 'bad' })).toBeNull();
    expect(settledProblem(new Error('x'))).toBeNull();
    expect(settledProblem(undefined)).toBeNull();
  });
});
