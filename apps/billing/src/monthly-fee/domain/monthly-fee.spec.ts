import { describe, expect, it } from 'vitest';
import { feeMonth, monthlyCharge } from './monthly-fee';

describe('monthly fee', () => {
  it('charges the month of the tenants’ business day (UTC+8)', () => {
    expect(feeMonth(new Date('2026-11-30T15:59:59Z'))).toBe('2026-11');
    expect(feeMonth(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(feeMonth(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01');
  });

  it('is one consumption order keyed by its month', () => {
    const at = new Date('2026-11-01T00:00:00Z');
    expect(monthlyCharge('2026-11', 9900, at)).toEqual({
      kind: 'consumption',
      sourceKey: 'monthly:2026-11',
      feeItem: 'monthly',
      quantity: 1,
      unitPriceCents: 9900,
      amountCents: 9900,
      remark: '2026-11',
      occurredAt: at,
    });
  });
});
