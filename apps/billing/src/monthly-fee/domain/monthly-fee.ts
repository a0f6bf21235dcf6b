import { type NewMovement } from '../../ledger';

/**
 * The month a monthly fee is charged for, `YYYY-MM` in China Standard Time (UTC+8, the tenants'
 * business day): the charge's cause, so a month is charged once per tenant however often the job
 * runs.
 */
export function feeMonth(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3600_000);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The consumption order of one month's fee: source key `monthly:<YYYY-MM>`, unique per tenant. */
export function monthlyCharge(month: string, priceCents: number, at: Date): NewMovement {
  return {
    kind: 'consumption',
    sourceKey: `monthly:${month}`,
    feeItem: 'monthly',
    quantity: 1,
    unitPriceCents: priceCents,
    amountCents: priceCents,
    remark: month,
    occurredAt: at,
  };
}
