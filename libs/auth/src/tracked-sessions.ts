import { type Redis } from 'ioredis';
import { type Session, SESSION_KEY_PREFIX, sessionKey } from './session-store';

/** The channel Redis sends a tracked key's invalidations to, for a client in RESP2 (redirect) mode. */
const INVALIDATE = '__redis__:invalidate';

export interface TrackedSessionsOptions {
  /** most sessions kept in memory; the oldest read goes out first */
  maxEntries?: number;
  /**
   * longest a session is served from memory without asking Redis again: the bound on a copy's age
   * should a connection die without closing (no invalidation, and no close to drop the copies)
   */
  maxAgeMs?: number;
  now?: () => number;
  /** the connections' names in Redis's CLIENT LIST: `<name>-reader`, `<name>-listener` */
  connectionName?: string;
}

/**
 * Sessions read through Redis's client-side caching (tracking in broadcast mode over the `session:`
 * prefix): a process keeps each session it read, and Redis tells it, on a connection of its own,
 * of every change to a session key (a logout, a password change, new permissions, an expiry) the
 * moment the change is made, within microseconds of the change's own answer. A hot session is
 * then checked without a round trip to Redis, and a logout still ends the token in every process
 * for every call that comes after its answer (over the network: the only call that could still
 * see the copy is one made in the same process in the very chain of promises that awaited the
 * change, which no handler does).
 *
 * What is kept is only what Redis is known to tell about:
 * - nothing while the tracking is not confirmed on both connections (starting, reconnecting): the
 *   read goes to Redis each time, as without a cache;
 * - nothing read while an invalidation of its key arrived (the invalidation and the read's answer
 *   come over two connections, in either order);
 * - everything is dropped when either connection closes (invalidations may have been missed), on
 *   a flush, and after `maxAgeMs` at the latest.
 */
export class TrackedSessions {
  private readonly reader: Redis;
  private readonly listener: Redis;
  private readonly entries = new Map<string, { session: Session; until: number }>();
  /** the keys being read, each marked once an invalidation of it arrived meanwhile */
  private readonly reading = new Map<string, { count: number; invalidated: boolean }>();
  /** bumped whenever invalidations may have been missed: a read begun before is not kept */
  private epoch = 0;
  private tracked = false;
  private closed = false;
  /** the listener connection's id once it listens to the invalidations (undefined: not yet) */
  private listenerId: number | undefined;
  /** the steps of turning the tracking on, one at a time */
  private turningOn: Promise<void> = Promise.resolve();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(
    /** the process's command connection: reads go there while the tracking is off */
    private readonly redis: Redis,
    options: TrackedSessionsOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.maxAgeMs = options.maxAgeMs ?? 10_000;
    this.now = options.now ?? Date.now;
    const name = options.connectionName ?? 'sessions';
    this.reader = redis.duplicate({ connectionName: `${name}-reader` });
    this.listener = redis.duplicate({ connectionName: `${name}-listener`, autoResubscribe: false });
    this.listener.on('close', () => {
      this.listenerId = undefined;
    });
    for (const connection of [this.reader, this.listener]) {
      connection.on('close', () => this.forgetAll());
      connection.on('ready', () => {
        this.turningOn = this.turningOn.then(() => this.track()).catch(() => undefined);
      });
      // reconnection is ioredis's; a failed attempt is reported there and the reads go to `redis`
      connection.on('error', () => undefined);
    }
    this.listener.on('messageBuffer', (channel: Buffer, keys: Buffer[] | null) => {
      if (channel.toString() === INVALIDATE) {
        this.invalidate(keys);
      }
    });
  }

  /** Whether sessions are being kept (tracking confirmed on both connections). */
  get tracking(): boolean {
    return this.tracked;
  }

  /** The session of a token, or null when it ended (never kept). */
  async get(tokenId: string): Promise<Session | null> {
    const key = sessionKey(tokenId);
    const kept = this.entries.get(key);
    if (kept && kept.until > this.now()) {
      return kept.session;
    }
    this.entries.delete(key);
    if (!this.tracked) {
      return parse(await this.redis.get(key));
    }
    const epoch = this.epoch;
    const reading = this.reading.get(key) ?? { count: 0, invalidated: false };
    reading.count += 1;
    this.reading.set(key, reading);
    let session: Session | null;
    try {
      session = parse(await this.reader.get(key));
    } finally {
      reading.count -= 1;
      if (reading.count === 0) {
        this.reading.delete(key);
      }
    }
    if (session && this.tracked && epoch === this.epoch && !reading.invalidated) {
      this.keep(key, session);
    }
    return session;
  }

  /** Closes both connections (at shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    this.forgetAll();
    await Promise.allSettled([this.reader.quit(), this.listener.quit()]);
  }

  private keep(key: string, session: Session): void {
    this.entries.delete(key);
    this.entries.set(key, { session, until: this.now() + this.maxAgeMs });
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  /** Redis's invalidation: the keys changed, or null for a flush of the database. */
  private invalidate(keys: Buffer[] | null): void {
    if (keys === null) {
      this.epoch += 1;
      this.entries.clear();
      for (const reading of this.reading.values()) {
        reading.invalidated = true;
      }
      return;
    }
    for (const raw of keys) {
      const key = raw.toString();
      this.entries.delete(key);
      const reading = this.reading.get(key);
      if (reading) {
        reading.invalidated = true;
      }
    }
  }

  private forgetAll(): void {
    this.tracked = false;
    this.epoch += 1;
    this.entries.clear();
  }

  /**
   * Once both connections are up: the listener (once per connection) subscribes to the
   * invalidations, and the reader turns broadcast tracking on with the listener as the receiver.
   * Any close meanwhile (the epoch moved) leaves the tracking off until the next `ready`.
   */
  private async track(): Promise<void> {
    if (this.closed || this.reader.status !== 'ready' || this.listener.status !== 'ready') {
      return;
    }
    const epoch = this.epoch;
    try {
      if (this.listenerId === undefined) {
        const listenerId = await this.listener.client('ID');
        await this.listener.subscribe(INVALIDATE);
        this.listenerId = listenerId;
      }
      await this.reader.client('TRACKING', 'OFF');
      await this.reader.client(
        'TRACKING',
        'ON',
        'REDIRECT',
        String(this.listenerId),
        'BCAST',
        'PREFIX',
        SESSION_KEY_PREFIX,
      );
    } catch {
      return; // a connection dropped meanwhile: its next `ready` tries again
    }
    if (epoch === this.epoch && !this.closed) {
      this.tracked = true;
    }
  }
}

const parse = (raw: string | null): Session | null => (raw ? (JSON.parse(raw) as Session) : null);
