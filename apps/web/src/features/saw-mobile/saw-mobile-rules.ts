import { ERROR_CODES, SAW_EDITING_TTL_SECONDS, SAWING_STATE } from '@timber/contracts';

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

/** The H5 page's signed link (/editJSW?cusNo=…&sign=…); null when a part is missing. */
export function h5LinkOf(params: URLSearchParams): { cusNo: string; sign: string } | null {
  const cusNo = params.get('cusNo')?.trim();
  const sign = params.get('sign')?.trim();
  return cusNo && sign ? { cusNo, sign } : null;
}

/**
 * Whether an API error says the page's link opens nothing (altered or of another company, or
 * revoked by the office): the page then shows why instead of its content.
 */
const LINK_REFUSALS: readonly unknown[] = [
  ERROR_CODES['SAWING.LINK_INVALID'].code,
  ERROR_CODES['SAWING.LINK_REVOKED'].code,
];
export const isLinkRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && LINK_REFUSALS.includes((error as { code?: unknown }).code);

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

/** §4: what a row of the given state offers on the phone (a closed one's close can be cancelled). */
export function actionsOf(state: number): {
  close: boolean;
  cancelClose: boolean;
  delete: boolean;
  restore: boolean;
  select: boolean;
} {
  return {
    close: state === SAWING_STATE.OPEN,
    cancelClose: state === SAWING_STATE.CLOSED,
    delete: state === SAWING_STATE.OPEN || state === SAWING_STATE.CLOSED,
    restore: state === SAWING_STATE.DELETED,
    select: state === SAWING_STATE.OPEN,
  };
}

/**
 * §4 manage mode waits for the orders being edited: the detail page marks its order every third of
 * the mark's time to live, so it stays marked while the page is open and runs out soon after a
 * phone went away without saying so.
 */
export const EDITING_RENEW_MS = (SAW_EDITING_TTL_SECONDS * 1000) / 3;
