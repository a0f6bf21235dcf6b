import { describe, expect, it } from 'vitest';
import { orderCategory } from './order-category';

describe("an order's diameter table", () => {
  it('groups its class rows into range groups of tens, with exact totals and the mean class', () => {
    const category = orderCategory(
      [
        { dia: 34, length: 4, qty: 2, volumeE4: 8460 },
        { dia: 18, length: 4, qty: 3, volumeE4: 3390 },
        { dia: 18, length: 6, qty: 1, volumeE4: 1750 },
        { dia: 30, length: 4, qty: 1, volumeE4: 3305 },
      ],
      9,
      'ch,rus_stp',
    );
    expect(category).toEqual({
      standard: 'ch,rus_stp',
      rows: [
        { dia: 18, length: 4, qty: 3, vol: 0.339 },
        { dia: 18, length: 6, qty: 1, vol: 0.175 },
        { dia: 30, length: 4, qty: 1, vol: 0.331 },
        { dia: 34, length: 4, qty: 2, vol: 0.846 },
      ],
      rangeGroups: [
        { label: '10~18', qty: 4, vol: 0.514 },
        { label: '30~38', qty: 3, vol: 1.177 },
      ],
      totalQty: 7,
      totalVol: 1.691,
      // (18 x 4 + 30 + 34 x 2) / 7 = 24.28… → 24.3
      avgDiameter: 24.3,
      unmeasured: 2,
    });
  });

  it('is empty for an order none of whose logs was measured', () => {
    expect(orderCategory([], 12, 'ch')).toMatchObject({
      rows: [],
      totalQty: 0,
      totalVol: 0,
      avgDiameter: 0,
      unmeasured: 12,
    });
  });
});
