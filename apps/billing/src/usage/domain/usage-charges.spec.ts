import { describe, expect, it } from 'vitest';
import { imageCharge, sheetCharges } from './usage-charges';

const at = new Date('2026-11-20T08:00:00Z');
const sheet = { eventId: 'e1', occurredAt: at, spu: 'IN20261120-0001', volumeE4: 123_456 };

describe('usage charges', () => {
  it('charges a sheet its sheet fee and its volume, each keyed by the event and the item', () => {
    expect(sheetCharges({ sheet: 200, volume: 150 }, sheet)).toEqual([
      {
        sourceKey: 'e1:sheet',
        sourceEventId: 'e1',
        feeItem: 'sheet',
        quantity: 1,
        unitPriceCents: 200,
        amountCents: 200,
        remark: 'IN20261120-0001',
        occurredAt: at,
      },
      {
        sourceKey: 'e1:volume',
        sourceEventId: 'e1',
        feeItem: 'volume',
        quantity: 12.3456,
        unitPriceCents: 150,
        amountCents: 1852, // 12.3456 × 150 = 1851.84 → 1852
        remark: 'IN20261120-0001',
        occurredAt: at,
      },
    ]);
  });

  it('charges nothing for an item without a price, at price 0, or of 0 cents', () => {
    expect(sheetCharges({}, sheet)).toEqual([]);
    expect(sheetCharges({ sheet: 0, volume: 0 }, sheet)).toEqual([]);
    expect(sheetCharges({ volume: 1 }, { ...sheet, volumeE4: 4_999 })).toEqual([]);
    expect(sheetCharges({ volume: 1 }, { ...sheet, volumeE4: 5_000 }).map((c) => c.amountCents)).toEqual([1]);
    expect(sheetCharges({ image: 30, monthly: 1000 }, sheet)).toEqual([]);
  });

  it('charges a counted image once per image, whatever event carried it', () => {
    const first = imageCharge(
      { image: 30 },
      { eventId: 'a', occurredAt: at, orderId: 7, imageId: 9, count: 41 },
    );
    const again = imageCharge(
      { image: 30 },
      { eventId: 'b', occurredAt: at, orderId: 7, imageId: 9, count: 41 },
    );
    expect(first).toMatchObject({ sourceKey: 'image:7:9', feeItem: 'image', amountCents: 30, quantity: 1 });
    expect(again?.sourceKey).toBe(first?.sourceKey);
    expect(
      imageCharge({}, { eventId: 'a', occurredAt: at, orderId: 7, imageId: 9, count: 1 }),
    ).toBeUndefined();
    expect(
      imageCharge({ image: 0 }, { eventId: 'a', occurredAt: at, orderId: 7, imageId: 9, count: 1 }),
    ).toBeUndefined();
  });
});
