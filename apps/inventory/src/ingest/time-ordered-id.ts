import { randomUUID } from 'node:crypto';

/**
 * A version 7 UUID: the first 48 bits are the Unix time in ms, the rest random. Rows written at
 * about the same time get neighbouring primary-key entries, so a table taking thousands of new
 * logs a second extends its index at one end instead of touching (and logging) pages all over it.
 */
export function timeOrderedId(now = Date.now()): string {
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
}
