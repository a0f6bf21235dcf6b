// One byte range of a Range header (RFC 9110 §14), for a video played in the browser: a <video>
// asks for `bytes=0-` first, then for the part it seeks to. Framework-free.

/** What to answer: the whole file (200), a part of it (206) or nothing satisfiable (416). */
export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * The range of `header` in a file of `size` bytes. No header, another unit, a malformed header
 * or several ranges answer the whole file (a server may ignore a Range it does not serve); a
 * range starting at or past the end, or a suffix of 0 bytes, is unsatisfiable; an end past the
 * file is cut to its last byte.
 */
export function byteRange(header: string | undefined, size: number): RangeAnswer {
  const match = SINGLE.exec(header?.trim() ?? '');
  if (!match) {
    return { kind: 'whole' };
  }
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') {
    return { kind: 'whole' };
  }
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) {
      return { kind: 'unsatisfiable' };
    }
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) {
    return { kind: 'whole' };
  }
  if (start >= size) {
    return { kind: 'unsatisfiable' };
  }
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}
