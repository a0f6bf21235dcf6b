import { randomUUID } from 'node:crypto';

let prefixMs = -1;
let prefix = '';

/**
 * A version 7 UUID: the first 48 bits are the Unix time in ms, the rest random. Rows written at
 * about the same time get neighbouring primary-key entries, so a table taking thousands of new
 * logs a second extends its index at one end instead of touching (and logging) pages all over it.
 * The time part is formatted once per millisecond (a device sheet's 50 logs share it). Inventory's
 * sheet logs and ingest's measurements take their ids from here.
 */
export function timeOrderedId(now = Date.now()): string {
  if (now !== prefixMs) {
    const time = now.toString(16).padStart(12, '0');
    prefix = `${time.slice(0, 8)}-${time.slice(8, 12)}-7`;
    prefixMs = now;
  }
  return prefix + randomUUID().slice(15);
}
