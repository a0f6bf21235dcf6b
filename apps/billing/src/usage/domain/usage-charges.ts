import { type FeeItem } from '@timber/contracts';
import { type Prices } from '../../accounts';
import { volumeChargeCents } from '../../ledger';

/** One consumption order to write: what caused it (unique per tenant), the item, how many, at what price. */
export interface UsageCharge {
  sourceKey: string;
  sourceEventId: string;
  feeItem: FeeItem;
  /** sheets, m³ (4 decimals) or images */
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  remark: string;
  occurredAt: Date;
}

/** What billing needs of a confirmed sheet's event. */
export interface ConfirmedSheet {
  eventId: string;
  occurredAt: Date;
  spu: string;
  /** ten-thousandths of a m³, as inventory measured it */
  volumeE4: number;
}

/**
 * The consumption orders a confirmed sheet causes (§1, issue 18): one per sheet at the `sheet`
 * price, one for its volume at the `volume` price per m³ (rounded half up to a cent). An item
 * without a price, or an amount of 0 cents, charges nothing. Each is keyed by the event and the
 * item, so the same event never charges twice.
 */
export function sheetCharges(prices: Prices, sheet: ConfirmedSheet): UsageCharge[] {
  const charges: UsageCharge[] = [];
  const base = { sourceEventId: sheet.eventId, occurredAt: sheet.occurredAt, remark: sheet.spu };
  const perSheet = prices.sheet;
  if (perSheet !== undefined && perSheet > 0) {
    charges.push({
      ...base,
      sourceKey: `${sheet.eventId}:sheet`,
      feeItem: 'sheet',
      quantity: 1,
      unitPriceCents: perSheet,
      amountCents: perSheet,
    });
  }
  const perM3 = prices.volume;
  if (perM3 !== undefined && perM3 > 0) {
    const amountCents = volumeChargeCents(sheet.volumeE4, perM3);
    if (amountCents > 0) {
      charges.push({
        ...base,
        sourceKey: `${sheet.eventId}:volume`,
        feeItem: 'volume',
        quantity: sheet.volumeE4 / 10_000,
        unitPriceCents: perM3,
        amountCents,
      });
    }
  }
  return charges;
}

/** What billing needs of a recognised image's event. */
export interface CountedImage {
  eventId: string;
  occurredAt: Date;
  orderId: number;
  imageId: number;
  count: number;
}

/**
 * The consumption order of a counted image at the `image` price, or none. Keyed by the image, not
 * the event: the recognition worker publishes at least once, and a job run again publishes its
 * result again under a new event id; the image is still charged once.
 */
export function imageCharge(prices: Prices, image: CountedImage): UsageCharge | undefined {
  const price = prices.image;
  if (price === undefined || price <= 0) {
    return undefined;
  }
  return {
    sourceKey: `image:${image.orderId}:${image.imageId}`,
    sourceEventId: image.eventId,
    feeItem: 'image',
    quantity: 1,
    unitPriceCents: price,
    amountCents: price,
    remark: `${image.orderId}/${image.imageId} (${image.count})`,
    occurredAt: image.occurredAt,
  };
}
