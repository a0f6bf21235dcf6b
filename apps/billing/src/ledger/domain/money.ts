/**
 * Money in integer cents (DESIGN: units; §9 money 2 decimals). The API speaks yuan with at most
 * two decimals; the ledger only ever adds and compares whole cents.
 */

/** Yuan (at most 2 decimals, already checked at the edge) as whole cents. */
export function centsOf(yuan: number): number {
  const cents = Math.round(yuan * 100);
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`an amount of ${yuan} yuan is out of range`);
  }
  return cents;
}

/** Whole cents as yuan for an answer (exact to 2 decimals). */
export const yuanOf = (cents: number): number => Math.round(cents) / 100;

/**
 * What a volume costs at a price per m³: volumeE4 ten-thousandths of a m³ (as the sheet events
 * carry it) times centsPerM3, divided by 10,000 and rounded half up to a cent. Exact: the product
 * is computed in BigInt, so no floating-point step can round it the wrong way.
 */
export function volumeChargeCents(volumeE4: number, centsPerM3: number): number {
  if (
    !Number.isSafeInteger(volumeE4) ||
    volumeE4 < 0 ||
    !Number.isSafeInteger(centsPerM3) ||
    centsPerM3 < 0
  ) {
    throw new RangeError(`a volume charge needs whole non-negative numbers, got ${volumeE4} × ${centsPerM3}`);
  }
  const product = BigInt(volumeE4) * BigInt(centsPerM3);
  return Number((product + 5_000n) / 10_000n);
}

export type LedgerAccount = 'customer' | 'usage' | 'payments';

/** One leg of a movement: which account and by how much (signed cents). */
export interface Leg {
  account: LedgerAccount;
  amountCents: number;
}

/**
 * The two legs of a movement of `amountCents` (> 0): a consumption takes it from the tenant's
 * money (customer) to the platform's usage revenue; a recharge brings it from the payment
 * provider (payments) to the tenant's money. They always sum to zero.
 */
export function legsOf(kind: 'consumption' | 'recharge', amountCents: number): [Leg, Leg] {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`a movement moves a positive whole number of cents, got ${amountCents}`);
  }
  return kind === 'consumption'
    ? [
        { account: 'customer', amountCents: -amountCents },
        { account: 'usage', amountCents },
      ]
    : [
        { account: 'payments', amountCents: -amountCents },
        { account: 'customer', amountCents },
      ];
}

/** Whether the balance is below minus the credit limit: the tenant is in arrears (§2 arrears overlay). */
export const isInArrears = (balanceCents: number, creditLimitCents: number): boolean =>
  balanceCents < -creditLimitCents;
