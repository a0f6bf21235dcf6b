import { DomainError } from '@timber/contracts';
import { localDay } from '../../stock-counts';

const HOUR_MS = 3_600_000;

/** The month after `month` (yyyy-MM). */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * A month of the monthly inventory (§5: the month picker blocks future months): its bounds as
 * instants in the user's zone. A month after the user's current one is refused.
 */
export function monthBounds(month: string, now: Date, tzOffsetHours: number): { from: Date; to: Date } {
  if (month > localDay(now, tzOffsetHours).slice(0, 7)) {
    throw new DomainError('MONTHLY.FUTURE_MONTH');
  }
  const at = (m: string) => new Date(Date.parse(`${m}-01T00:00:00Z`) - tzOffsetHours * HOUR_MS);
  return { from: at(month), to: at(nextMonth(month)) };
}

/** Ten-thousandths of a m3 as the list shows volumes (m3, 3 decimals). */
export const volumeOf = (e4: number): number => Math.round(e4 / 10) / 1000;

/**
 * §3 the book inventory at the month's end: the opening stock, plus in, plus the stock counts'
 * adjustments (excess less missing), less every outbound: the stock of then (issue 35).
 */
export function bookInventoryE4(row: {
  openingE4: number;
  inboundE4: number;
  adjustedE4: number;
  sawnE4: number;
  manualSawnE4: number;
  outboundE4: number;
}): number {
  return row.openingE4 + row.inboundE4 + row.adjustedE4 - row.sawnE4 - row.manualSawnE4 - row.outboundE4;
}
