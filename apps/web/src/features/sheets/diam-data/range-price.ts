import {
  amountCentsFromThousandths,
  parsePriceCents,
  PRICE_INPUT_MAX_LENGTH,
  sumCents,
  VolumeError,
} from '@timber/volume';
import {
  type CategoryRow,
  groupByRanges,
  type GroupedRange,
  type PriceRange,
} from '../../../shared/diameter-ranges/range-groups';

export {
  groupByRanges,
  type CategoryRow,
  type GroupedRange,
  type PriceRange,
} from '../../../shared/diameter-ranges/range-groups';

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
