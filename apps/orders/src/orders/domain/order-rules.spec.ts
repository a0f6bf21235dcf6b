import { DomainError } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import {
  assertCheckable,
  assertDeletable,
  assertSettleable,
  assertWritableOff,
  orderNumber,
  orderTotals,
  type SettlingSheet,
} from './order-rules';

const order = { orderType: 1 as const, customerId: 'c1', customerName: 'Northern Forest' };
const sheet = (spu: string, extra: Partial<SettlingSheet> = {}): SettlingSheet => ({
  id: `id-${spu}`,
  spu,
  kind: 1,
  customerId: 'c1',
  complete: true,
  orderId: null,
  ...extra,
});
const refusal = (work: () => void) => {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof DomainError ? { key: error.key, params: error.params } : error;
  }
};
const settle = (spus: string[], sheets: SettlingSheet[]) =>
  refusal(() => assertSettleable(order, spus, sheets, (ids) => ids.map((id) => `PO-${id}`).join(', ')));

describe('order rules', () => {
  it('numbers orders per type and day: PO inbound, SO outbound', () => {
    expect(orderNumber(1, '2026-11-22', 7)).toBe('PO20261122-0007');
    expect(orderNumber(2, '2026-11-22', 12_345)).toBe('SO20261122-12345');
  });

  it('settles confirmed sheets of the order’s type and customer that no order holds', () => {
    expect(settle(['IN1', 'IN2'], [sheet('IN2'), sheet('IN1')])).toBeNull();
  });

  it('names every SPU that is not a confirmed sheet of the tenant', () => {
    expect(settle(['IN1', 'IN9', 'IN8'], [sheet('IN1')])).toEqual({
      key: 'ORDER.SHEETS_UNKNOWN',
      params: { spus: 'IN9, IN8' },
    });
  });

  it('names the sheets of the other type, of another customer, or settled (with their orders), in the order asked', () => {
    expect(settle(['OUT1', 'IN1'], [sheet('IN1'), sheet('OUT1', { kind: 2 })])).toEqual({
      key: 'ORDER.SHEETS_WRONG_TYPE',
      params: { spus: 'OUT1', orderType: 1 },
    });
    expect(settle(['IN1', 'IN2'], [sheet('IN1'), sheet('IN2', { customerId: 'c2' })])).toEqual({
      key: 'ORDER.SHEETS_OTHER_CUSTOMER',
      params: { spus: 'IN2', customer: 'Northern Forest' },
    });
    expect(
      settle(
        ['IN3', 'IN1', 'IN2'],
        [sheet('IN1', { orderId: 'o1' }), sheet('IN2'), sheet('IN3', { orderId: 'o1' })],
      ),
    ).toEqual({ key: 'ORDER.SHEETS_SETTLED', params: { spus: 'IN3, IN1', orderNos: 'PO-o1' } });
  });

  it('names the sheets whose logs are still arriving (a long sheet’s come in several events)', () => {
    expect(settle(['IN1', 'IN2'], [sheet('IN1'), sheet('IN2', { complete: false })])).toEqual({
      key: 'ORDER.SHEETS_ARRIVING',
      params: { spus: 'IN2' },
    });
  });

  it('answers the first rule broken: an unknown SPU before a settled sheet', () => {
    expect(settle(['IN1', 'IN2'], [sheet('IN1', { orderId: 'o1' })])).toMatchObject({
      key: 'ORDER.SHEETS_UNKNOWN',
    });
  });

  it('checks and deletes only an order awaiting its check', () => {
    expect(refusal(() => assertCheckable(5))).toBeNull();
    expect(refusal(() => assertCheckable(10))).toMatchObject({ key: 'ORDER.NOT_CHECKABLE' });
    expect(refusal(() => assertDeletable(5))).toBeNull();
    expect(refusal(() => assertDeletable(10))).toMatchObject({ key: 'ORDER.NOT_DELETABLE' });
  });

  it('writes off only a checked order; a written-off one is neither checked, deleted nor written off again', () => {
    expect(refusal(() => assertWritableOff(10))).toBeNull();
    expect(refusal(() => assertWritableOff(5))).toMatchObject({ key: 'ORDER.NOT_WRITABLE_OFF' });
    expect(refusal(() => assertWritableOff(15))).toMatchObject({ key: 'ORDER.NOT_WRITABLE_OFF' });
    expect(refusal(() => assertCheckable(15))).toMatchObject({ key: 'ORDER.NOT_CHECKABLE' });
    expect(refusal(() => assertDeletable(15))).toMatchObject({ key: 'ORDER.NOT_DELETABLE' });
  });

  it('sums its sheets exactly and lists what they name once, in SPU order', () => {
    const figures = (spu: string, extra: object) => ({
      spu,
      standard: 'ch',
      woodKindName: 'Larch',
      transportNum: '',
      quantity: 0,
      volumeE4: 0,
      measuredLogs: 0,
      diameterClassSum: 0,
      lengthClasses: '',
      ...extra,
    });
    expect(
      orderTotals([
        figures('IN2', {
          quantity: 2,
          volumeE4: 1,
          transportNum: 'B2',
          lengthClasses: '6',
          standard: 'rus_stp',
        }),
        figures('IN1', {
          quantity: 3,
          volumeE4: 2,
          transportNum: 'A1',
          lengthClasses: '4,10',
          measuredLogs: 3,
          diameterClassSum: 60,
        }),
        figures('IN3', {
          quantity: 1,
          volumeE4: 9_007_199_254_000,
          transportNum: 'A1',
          woodKindName: 'Pine',
        }),
      ]),
    ).toEqual({
      quantity: 6,
      volumeE4: 9_007_199_254_003,
      measuredLogs: 3,
      diameterClassSum: 60,
      spus: 'IN1,IN2,IN3',
      transportNums: 'A1,B2',
      woodKinds: 'Larch,Pine',
      lengthClasses: '4,6,10',
      standards: 'ch,rus_stp',
    });
  });
});
