/** The answer of every API call (spec §7): code 0 is success, anything else an error with msg. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Lists answer data.records and data.total (spec §7). */
export interface PageResult<T> {
  records: T[];
  total: number;
}

export const SUCCESS_CODE = 0;

/** Page sizes the product offers (spec §9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Look-ups (customers, kinds, locations) ask for one page this large (spec §9). */
export const LOOKUP_PAGE_SIZE = 10000;
