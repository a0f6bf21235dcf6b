import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionStore, sessionKey } from './session-store';
import { TrackedSessions, type TrackedSessionsOptions } from './tracked-sessions';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Another process's connection: the one that logs in, out, and changes permissions. */
const writer = new Redis(url);
const store = new SessionStore(writer);
const opened: { tracked: TrackedSessions; redis: Redis }[] = [];
const tokens: string[] = [];

afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  for (const { tracked, redis } of opened) {
    await tracked.close();
    await redis.quit();
  }
  if (tokens.length > 0) {
    await writer.del(...tokens.map(sessionKey));
  }
  await writer.quit();
});

const session = (resources: string[] = ['base/wood']): Session => ({
  userId: randomUUID(),
  tenantId: randomUUID(),
  username: 'clerk',
  userType: 1,
  resources,
});

/** A login of its own: its token id and session, saved as identity saves them. */
async function login(resources?: string[]): Promise<{ tokenId: string; saved: Session }> {
  const tokenId = randomUUID();
  tokens.push(tokenId);
  const saved = session(resources);
  await store.save(tokenId, saved, 600);
  return { tokenId, saved };
}

/**
 * The next call, which comes over the network after the change's answer. Redis sends a change's
 * invalidation on the reader's listener connection before the change's own answer (both in the
 * same pass of its event loop, the invalidations first), so a call that comes later finds the copy
 * gone once the process has read what its listener was sent. Here, where the change is made from
 * the same process, a PING on the listener marks that point: its answer comes after the
 * invalidation, on the same connection. (A fixed pause stood there before, and lost the race on a
 * loaded machine.)
 */
const nextCall = async (tracked: TrackedSessions): Promise<void> => {
  await (tracked as unknown as { listener: Redis }).listener.ping();
};

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await condition()) {
      return;
    }
    await delay(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A process's reader, its tracking on; `gets` counts its GETs that reached Redis. */
async function trackedReader(options: TrackedSessionsOptions = {}) {
  const redis = new Redis(url);
  const name = `tsessions-${randomUUID().slice(0, 8)}`;
  const tracked = new TrackedSessions(redis, { connectionName: name, ...options });
  opened.push({ tracked, redis });
  await until(() => tracked.tracking, 'the tracking');
  const gets = vi.spyOn(Redis.prototype, 'get');
  return { tracked, redis, name, gets };
}

/** Closes one of the reader's connections from the server's side, as a network fault would. */
async function killConnection(name: string): Promise<void> {
  const list = (await writer.client('LIST')) as string;
  const id = list
    .split('\n')
    .find((line) => line.includes(` name=${name} `))
    ?.match(/^id=(\d+) /)?.[1];
  expect(id).toBeDefined();
  await writer.client('KILL', 'ID', id!);
}

describe('sessions read through Redis tracking (issue 15 part 4)', () => {
  it('asks Redis once for a hot session, then answers from memory', async () => {
    const { tracked, gets } = await trackedReader();
    const { tokenId, saved } = await login();
    for (let i = 0; i < 50; i += 1) {
      expect(await tracked.get(tokenId)).toEqual(saved);
    }
    expect(gets).toHaveBeenCalledTimes(1);
  });

  it('ends a logged-out session at once, and never keeps an ended one', async () => {
    const { tracked, gets } = await trackedReader();
    const { tokenId } = await login();
    expect(await tracked.get(tokenId)).not.toBeNull();
    await store.end(tokenId);
    await nextCall(tracked);
    expect(await tracked.get(tokenId)).toBeNull();
    expect(await tracked.get(tokenId)).toBeNull();
    // the reader's GETs (the logout reads the session too, on the writer's connection)
    expect(gets.mock.contexts.filter((connection) => connection !== writer)).toHaveLength(3);
  });

  it('sees new permission keys on the next call, and every session of a user ended by a password change', async () => {
    const { tracked } = await trackedReader();
    const first = await login(['base/wood']);
    const second = { tokenId: randomUUID() };
    tokens.push(second.tokenId);
    await store.save(second.tokenId, first.saved, 600);
    expect((await tracked.get(first.tokenId))?.resources).toEqual(['base/wood']);
    expect(await tracked.get(second.tokenId)).not.toBeNull();
    await store.refresh(first.saved.userId, { username: 'clerk', userType: 1, resources: ['stock/entry'] });
    await nextCall(tracked);
    expect((await tracked.get(first.tokenId))?.resources).toEqual(['stock/entry']);
    await store.endAllOf(first.saved.userId);
    await nextCall(tracked);
    expect(await tracked.get(first.tokenId)).toBeNull();
    expect(await tracked.get(second.tokenId)).toBeNull();
  });

  it('drops a session when it expires in Redis', async () => {
    const { tracked } = await trackedReader();
    const tokenId = randomUUID();
    tokens.push(tokenId);
    await writer.set(sessionKey(tokenId), JSON.stringify(session()), 'PX', 300);
    expect(await tracked.get(tokenId)).not.toBeNull();
    // Redis expires a key when it is next touched or when its sampling of keys with a time to live
    // meets it, which takes seconds in a Redis holding many such keys: past the 300 ms, another
    // connection touches it (as the next reader anywhere would), and the expiry must reach this
    // process's cache as an invalidation.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await writer.exists(sessionKey(tokenId))).toBe(0);
    await until(async () => (await tracked.get(tokenId)) === null, 'the expiry');
  });

  it('keeps nothing while a connection is down, and tracks again once it is back', async () => {
    for (const which of ['listener', 'reader'] as const) {
      const { tracked, name } = await trackedReader();
      const { tokenId, saved } = await login(['base/wood']);
      expect(await tracked.get(tokenId)).toEqual(saved);
      await killConnection(`${name}-${which}`);
      await until(() => !tracked.tracking, `the ${which} to close`);
      // changed while the invalidations may not reach this process
      await store.refresh(saved.userId, { username: 'clerk', userType: 1, resources: ['order/list'] });
      expect((await tracked.get(tokenId))?.resources).toEqual(['order/list']);
      await until(() => tracked.tracking, `the tracking after the ${which} came back`);
      expect((await tracked.get(tokenId))?.resources).toEqual(['order/list']);
      await store.end(tokenId);
      await nextCall(tracked);
      expect(await tracked.get(tokenId)).toBeNull();
    }
  });

  it('does not keep a session whose invalidation came while it was being read', async () => {
    const { tracked, redis } = await trackedReader();
    const { tokenId } = await login();
    // the read's answer is held back until the logout's invalidation has arrived
    const reader = (tracked as unknown as { reader: Redis }).reader;
    const original = reader.get.bind(reader);
    vi.spyOn(reader, 'get').mockImplementationOnce(async (key) => {
      const raw = await original(key);
      await store.end(tokenId);
      await nextCall(tracked);
      return raw;
    });
    expect(await tracked.get(tokenId)).not.toBeNull(); // what Redis held when it was read
    expect(await tracked.get(tokenId)).toBeNull();
    expect(redis.status).toBe('ready');
  });

  it('serves a kept session no longer than its age limit, and keeps at most its number of sessions', async () => {
    let now = 1_000_000;
    const { tracked, gets } = await trackedReader({ maxAgeMs: 5_000, maxEntries: 2, now: () => now });
    const a = await login();
    const b = await login();
    const c = await login();
    await tracked.get(a.tokenId);
    await tracked.get(a.tokenId);
    expect(gets).toHaveBeenCalledTimes(1);
    now += 5_001;
    await tracked.get(a.tokenId);
    expect(gets).toHaveBeenCalledTimes(2);
    await tracked.get(b.tokenId);
    await tracked.get(c.tokenId); // a, the oldest read, goes out
    await tracked.get(a.tokenId);
    expect(gets).toHaveBeenCalledTimes(5);
  });
});
