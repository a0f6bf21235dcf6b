import { SAWING_STATE } from '@timber/contracts';

/** A bench's signed link as the mobile pages carry it in their query. */
export interface BenchLink {
  cusNo: string;
  machineNo: string;
  sign: string;
}

/**
 * The bench link of /sawList or /sawDetail (§2 query cusNo, machineNo, date, name; the QR link says
 * machineNum), with its signature; null when a part is missing.
 */
export function benchLinkOf(params: URLSearchParams): BenchLink | null {
  const cusNo = params.get('cusNo')?.trim();
  const machineNo = (params.get('machineNo') ?? params.get('machineNum'))?.trim();
  const sign = params.get('sign')?.trim();
  return cusNo && machineNo && sign ? { cusNo, machineNo, sign } : null;
}

/** The local calendar day of a date, YYYY-MM-DD. */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The query's day when it is one, else today. */
export const dayOf = (value: string | null, today = new Date()): string =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : localDay(today);

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return localDay(new Date(y, m - 1, d + days));
}

/** §4: what a row of the given state offers on the phone. */
export function actionsOf(state: number): {
  close: boolean;
  delete: boolean;
  restore: boolean;
  select: boolean;
} {
  return {
    close: state === SAWING_STATE.OPEN,
    delete: state === SAWING_STATE.OPEN || state === SAWING_STATE.CLOSED,
    restore: state === SAWING_STATE.DELETED,
    select: state === SAWING_STATE.OPEN,
  };
}
