/**
 * What every API call's request carries, in a module of its own with no imports: the share page's
 * inline script (share.html) is built from it too (features/share-order/share-prime.ts).
 */

/** Request timeout (spec §7, §9). */
export const REQUEST_TIMEOUT_MS = 5000;

/** Hours east of UTC, e.g. 8 or -5.5 (spec §7). */
export const timezoneOffsetHours = (date = new Date()): number => -date.getTimezoneOffset() / 60;
