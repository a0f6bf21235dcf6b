import { resolveStandard, type StandardRef } from './compile-standard';
import { VolumeError } from './errors';
import { tableVolume } from './measure-log';
import { amountCents, sumCents } from './money';
import { e4ToThousandths, formatE4, formatScaled, formatThousandths } from './units';

// Sheet aggregation (spec §2 diameter tables, §9 constants): rows grouped by diameter class and
// length, diameter range groups of tens labelled 'N0~N8', totals with 3 decimals, the average
// diameter with 1 decimal. All sums are exact integers in ten-thousandths.

export interface SheetLog {
  readonly diameterClass: number;
  /** Length class in m. */
  readonly lengthClass: number;
  /** Volume of ONE log in ten-thousandths. */
  readonly volumeE4: number;
  /** Number of identical logs (1 when absent). */
  readonly quantity?: number;
}

export interface SheetRow {
  readonly diameterClass: number;
  readonly lengthClass: number;
  readonly quantity: number;
  readonly volumeE4: number;
  /** 3 decimals, half-up. */
  readonly volume: string;
}

export interface RangeGroup {
  /** 'N0~N8' with N = floor(diameter / 10), e.g. '30~38'. */
  readonly label: string;
  readonly lowerCm: number;
  readonly quantity: number;
  readonly volumeE4: number;
  readonly volume: string;
}

export interface SheetSummary {
  readonly rows: readonly SheetRow[];
  readonly rangeGroups: readonly RangeGroup[];
  readonly totalQuantity: number;
  readonly totalVolumeE4: number;
  /** Total in thousandths (half-up from the exact sum) and as a 3-decimal string. */
  readonly totalVolumeThousandths: number;
  readonly totalVolume: string;
  /** Quantity-weighted mean diameter class, 1 decimal half-up; "0.0" for an empty sheet. */
  readonly averageDiameter: string;
}

/** 'N0~N8' label of the range group of tens that holds a diameter: 34 → '30~38'. */
export function rangeGroupLabel(diameterCm: number): string {
  const n = Math.floor(diameterCm / 10);
  return `${n}0~${n}8`;
}

function assertCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new VolumeError(
      'VOLUME.INVALID_INPUT',
      `${what} must be a non-negative whole number, got ${value}`,
    );
  }
}

/** Groups logs by diameter class and length and by range group, with exact totals. */
export function summarizeSheet(logs: Iterable<SheetLog>): SheetSummary {
  const rows = new Map<
    string,
    { diameterClass: number; lengthClass: number; quantity: number; volumeE4: number }
  >();
  const groups = new Map<number, { quantity: number; volumeE4: number }>();
  let totalQuantity = 0;
  let totalVolumeE4 = 0;
  let diameterSum = 0;
  for (const log of logs) {
    const quantity = log.quantity ?? 1;
    assertCount(quantity, 'quantity');
    assertCount(log.volumeE4, 'volumeE4');
    assertCount(log.diameterClass, 'diameterClass');
    const key = `${log.diameterClass}|${log.lengthClass}`;
    const row = rows.get(key) ?? {
      diameterClass: log.diameterClass,
      lengthClass: log.lengthClass,
      quantity: 0,
      volumeE4: 0,
    };
    row.quantity += quantity;
    row.volumeE4 += log.volumeE4 * quantity;
    rows.set(key, row);
    const lower = Math.floor(log.diameterClass / 10) * 10;
    const group = groups.get(lower) ?? { quantity: 0, volumeE4: 0 };
    group.quantity += quantity;
    group.volumeE4 += log.volumeE4 * quantity;
    groups.set(lower, group);
    totalQuantity += quantity;
    totalVolumeE4 += log.volumeE4 * quantity;
    diameterSum += log.diameterClass * quantity;
  }
  if (!Number.isSafeInteger(totalVolumeE4) || !Number.isSafeInteger(diameterSum)) {
    throw new VolumeError('VOLUME.OUT_OF_RANGE', 'Sheet totals exceed the safe integer range');
  }
  const show = (e4: number): string => formatThousandths(e4ToThousandths(e4));
  const totalVolumeThousandths = e4ToThousandths(totalVolumeE4);
  // Half-up mean with one decimal in integers: round(10 x sum / qty).
  const average10 =
    totalQuantity === 0 ? 0 : Math.floor((20 * diameterSum + totalQuantity) / (2 * totalQuantity));
  return {
    rows: [...rows.values()]
      .sort((a, b) => a.diameterClass - b.diameterClass || a.lengthClass - b.lengthClass)
      .map((row) => ({ ...row, volume: show(row.volumeE4) })),
    rangeGroups: [...groups.entries()]
      .sort(([a], [b]) => a - b)
      .map(([lowerCm, group]) => ({
        label: rangeGroupLabel(lowerCm),
        lowerCm,
        quantity: group.quantity,
        volumeE4: group.volumeE4,
        volume: show(group.volumeE4),
      })),
    totalQuantity,
    totalVolumeE4,
    totalVolumeThousandths,
    totalVolume: formatThousandths(totalVolumeThousandths),
    averageDiameter: formatScaled(average10, 1, 1),
  };
}

export interface CountRow {
  readonly diameterClass: number;
  readonly lengthClass: number;
  readonly quantity: number;
}

/** A sheet from counts per class (manual calculator, diameter edit), volumes from the standard. */
export function summarizeCounts(standardRef: StandardRef, counts: Iterable<CountRow>): SheetSummary {
  const standard = resolveStandard(standardRef);
  const logs: SheetLog[] = [];
  for (const row of counts) {
    assertCount(row.quantity, 'quantity');
    if (row.quantity > 0) {
      logs.push({ ...row, volumeE4: tableVolume(standard, row.diameterClass, row.lengthClass).volumeE4 });
    }
  }
  return summarizeSheet(logs);
}

export interface PricedGroup extends RangeGroup {
  readonly priceCents: number;
  readonly amountCents: number;
}

/**
 * Range price table: each range group's volume times its price per m3 (cents), each rounded down
 * to the cent as the spec's range-table rule does, and the exact total in cents.
 */
export function priceRangeGroups(
  summary: SheetSummary,
  priceCentsByLabel: Readonly<Record<string, number>>,
): { readonly groups: readonly PricedGroup[]; readonly totalCents: number } {
  const groups = summary.rangeGroups.map((group) => {
    const priceCents = priceCentsByLabel[group.label] ?? 0;
    return { ...group, priceCents, amountCents: amountCents(group.volumeE4, priceCents) };
  });
  return { groups, totalCents: sumCents(groups.map((group) => group.amountCents)) };
}

/** Formats ten-thousandths with 4 decimals, e.g. for per-log small-diameter volumes. */
export const formatVolumeE4 = (volumeE4: number): string => formatE4(volumeE4, 4);
