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

/** A diameter range of the tenant with the logs of the diameter table that fall in it. */
export interface GroupedRange extends PriceRange {
  qty: number;
  /** the range's volume in thousandths of a m3 (the table's 3-decimal volumes, summed exactly) */
  volumeThousandths: number;
}

/**
 * The page's one diameter-range grouping (issue 22 item 12): the tenant's ranges (master data) in
 * order, each with the quantity and volume of the diameter table rows whose diameter lies in it,
 * and what lies in none. The range panel and the price table both show this.
 */
export function groupByRanges(
  ranges: readonly PriceRange[],
  rows: readonly CategoryRow[],
): { ranges: GroupedRange[]; outside: { qty: number; volumeThousandths: number } } {
  const grouped = [...ranges]
    .sort((a, b) => a.lowerLimit - b.lowerLimit || a.upperLimit - b.upperLimit)
    .map((range) => ({ ...range, qty: 0, volumeThousandths: 0 }));
  const outside = { qty: 0, volumeThousandths: 0 };
  for (const row of rows) {
    // ranges never overlap (§5, refused on save): a row belongs to one range at most
    const range = grouped.find((r) => row.dia >= r.lowerLimit && row.dia <= r.upperLimit) ?? outside;
    range.qty += row.qty;
    range.volumeThousandths += Math.round(row.vol * 1000);
  }
  return { ranges: grouped, outside };
}

export interface PricedRange extends GroupedRange {
  priceCents: number | null;
  /** floor(volume x price) in cents; null while the range has no price */
  amountCents: number | null;
}

/**
 * The diameter-range price table: each range of the page's grouping (groupByRanges), its amount
 * in integer cents (rounded down to the cent, the volume library's rule), and the total of the
 * priced ranges. Money never touches floating point.
 */
export function priceRanges(
  ranges: readonly PriceRange[],
  rows: readonly CategoryRow[],
  pricesCents: Readonly<Record<string, number | null | undefined>>,
): { ranges: PricedRange[]; totalCents: number; totalThousandths: number } {
  const priced = groupByRanges(ranges, rows).ranges.map((range) => {
    const priceCents = pricesCents[range.id] ?? null;
    return {
      ...range,
      priceCents,
      amountCents:
        priceCents === null ? null : amountCentsFromThousandths(range.volumeThousandths, priceCents),
    };
  });
  return {
    ranges: priced,
    totalCents: sumCents(priced.flatMap((range) => (range.amountCents === null ? [] : [range.amountCents]))),
    totalThousandths: priced.reduce((sum, range) => sum + range.volumeThousandths, 0),
  };
}
