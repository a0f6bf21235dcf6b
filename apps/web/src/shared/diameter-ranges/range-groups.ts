// The tenant's diameter ranges (master data, /info/diamSort) as the screens group a diameter
// table by them: the diameter data detail (a sheet, a stock row's Look, a truck), its price table
// and the daily statistics' breakdown (issue 35: one grouping everywhere). Framework-free.

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
