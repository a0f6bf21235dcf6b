import {
  amountCentsFromThousandths,
  parsePriceCents,
  PRICE_INPUT_MAX_LENGTH,
  sumCents,
  VolumeError,
} from '@timber/volume';

/** A diameter range of the master data (cm, both limits included). */
export interface PriceRange {
  id: string;
  lowerLimit: number;
  upperLimit: number;
}

/** One row of the diameter table: diameter class, length, quantity, volume in m3 (3 decimals). */
export interface CategoryRow {
  dia: number;
  qty: number;
  vol: number;
}

export type PriceInput = { ok: true; cents: number | null } | { ok: false };

/**
 * A price as typed: empty means not priced; otherwise digits with at most 2 decimals and at most
 * 10 characters (spec §9), in integer cents.
 */
export function parsePrice(text: string): PriceInput {
  const trimmed = text.trim();
  if (trimmed === '') {
    return { ok: true, cents: null };
  }
  if (trimmed.length > PRICE_INPUT_MAX_LENGTH || !/^\d+(\.\d{1,2})?$/.test(trimmed)) {
    return { ok: false };
  }
  try {
    return { ok: true, cents: parsePriceCents(trimmed) };
  } catch (error) {
    if (error instanceof VolumeError) {
      return { ok: false };
    }
    throw error;
  }
}

export interface PricedRange extends PriceRange {
  qty: number;
  /** the range's volume in thousandths of a m3 (the table's 3-decimal volumes, summed exactly) */
  volumeThousandths: number;
  priceCents: number | null;
  /** floor(volume x price) in cents; null while the range has no price */
  amountCents: number | null;
}

/**
 * The diameter-range price table: each range's quantity and volume from the diameter table rows
 * whose diameter lies in it, its amount in integer cents (rounded down to the cent, the volume
 * library's rule), and the total of the priced ranges. Money never touches floating point.
 */
export function priceRanges(
  ranges: readonly PriceRange[],
  rows: readonly CategoryRow[],
  pricesCents: Readonly<Record<string, number | null | undefined>>,
): { ranges: PricedRange[]; totalCents: number; totalThousandths: number } {
  const priced = [...ranges]
    .sort((a, b) => a.lowerLimit - b.lowerLimit || a.upperLimit - b.upperLimit)
    .map((range) => {
      let qty = 0;
      let volumeThousandths = 0;
      for (const row of rows) {
        if (row.dia >= range.lowerLimit && row.dia <= range.upperLimit) {
          qty += row.qty;
          volumeThousandths += Math.round(row.vol * 1000);
        }
      }
      const priceCents = pricesCents[range.id] ?? null;
      return {
        ...range,
        qty,
        volumeThousandths,
        priceCents,
        amountCents: priceCents === null ? null : amountCentsFromThousandths(volumeThousandths, priceCents),
      };
    });
  return {
    ranges: priced,
    totalCents: sumCents(priced.flatMap((range) => (range.amountCents === null ? [] : [range.amountCents]))),
    totalThousandths: priced.reduce((sum, range) => sum + range.volumeThousandths, 0),
  };
}
