/** Parsers for the untyped replies of the Redis stream commands (ioredis types them `unknown`). */

export interface StreamEntry {
  id: string;
  /** `[field1, value1, field2, value2, ...]` as stored. */
  fields: string[];
}

export interface PendingEntry {
  id: string;
  consumer: string;
  idleMs: number;
  deliveries: number;
}

const isString = (value: unknown): value is string => typeof value === 'string';

function parseEntry(raw: unknown): StreamEntry | null {
  if (!Array.isArray(raw) || raw.length < 2 || !isString(raw[0]) || !Array.isArray(raw[1])) {
    return null;
  }
  const fields = (raw[1] as unknown[]).filter(isString);
  return { id: raw[0], fields };
}

/** An entry list; nulls (entries trimmed away while pending, Redis 6.2) are dropped. */
export function parseEntries(raw: unknown): StreamEntry[] {
  if (!Array.isArray(raw)) {
    return [];
  }
  return raw.map(parseEntry).filter((entry): entry is StreamEntry => entry !== null);
}

/** XREADGROUP: `[[stream, entries], ...]` or null on timeout; entries of every stream, in order. */
export function parseReadReply(raw: unknown): StreamEntry[] {
  if (!Array.isArray(raw)) {
    return [];
  }
  return raw.flatMap((stream: unknown) => (Array.isArray(stream) ? parseEntries(stream[1]) : []));
}

/** XAUTOCLAIM: `[nextCursor, entries, deletedIds]` (the third element since Redis 7). */
export function parseAutoClaimReply(raw: unknown): {
  cursor: string;
  entries: StreamEntry[];
  deleted: string[];
} {
  if (!Array.isArray(raw)) {
    return { cursor: '0-0', entries: [], deleted: [] };
  }
  const [cursor, entries, deleted] = raw as unknown[];
  return {
    cursor: isString(cursor) ? cursor : '0-0',
    entries: parseEntries(entries),
    deleted: Array.isArray(deleted) ? deleted.filter(isString) : [],
  };
}

/** XPENDING extended form: `[[id, consumer, idleMs, deliveries], ...]`. */
export function parsePendingReply(raw: unknown): PendingEntry[] {
  if (!Array.isArray(raw)) {
    return [];
  }
  const pending: PendingEntry[] = [];
  for (const item of raw as unknown[]) {
    if (Array.isArray(item) && isString(item[0]) && isString(item[1])) {
      pending.push({ id: item[0], consumer: item[1], idleMs: Number(item[2]), deliveries: Number(item[3]) });
    }
  }
  return pending;
}

/**
 * From XINFO GROUPS of a stream: each group's events not handled yet, by group name: the entries
 * not yet delivered to it (`lag`, Redis 7) plus those delivered and not acknowledged (`pending`:
 * being handled or retried). Redis answers a null `lag` only after entries were deleted from the
 * middle of the stream (XDEL, which the bus never does); the pending ones alone count then.
 */
export function parseGroupBacklogs(raw: unknown): Map<string, number> {
  const backlogs = new Map<string, number>();
  if (!Array.isArray(raw)) {
    return backlogs;
  }
  for (const item of raw as unknown[]) {
    if (!Array.isArray(item)) {
      continue;
    }
    const info = new Map<string, unknown>();
    for (let i = 0; i + 1 < item.length; i += 2) {
      info.set(String(item[i]), item[i + 1]);
    }
    const name = info.get('name');
    if (isString(name)) {
      const lag = Number(info.get('lag') ?? 0);
      backlogs.set(name, (Number.isFinite(lag) ? lag : 0) + Number(info.get('pending') ?? 0));
    }
  }
  return backlogs;
}
