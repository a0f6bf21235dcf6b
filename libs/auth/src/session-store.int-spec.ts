import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type Session, SessionStore, sessionKey } from './session-store';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const store = new SessionStore(redis);
const userIds: string[] = [];

afterAll(async () => {
  for (const userId of userIds) {
    const index = `session:user:${userId}`;
    const tokenIds = await redis.smembers(index);
    await redis.del(index, ...tokenIds.map(sessionKey));
  }
  await redis.quit();
});

function user(): Session {
  const userId = randomUUID();
  userIds.push(userId);
  return { userId, tenantId: randomUUID(), username: 'clerk', userType: 1, resources: ['base/wood'] };
}

async function login(session: Session): Promise<string> {
  const tokenId = randomUUID();
  await store.save(tokenId, session, 600);
  return tokenId;
}

const indexOf = async (session: Session) => (await redis.smembers(`session:user:${session.userId}`)).sort();

describe("a user's index of logins (the token ids refresh and endAllOf reach)", () => {
  it('keeps the live logins only: a logout leaves it, an expired login goes at the next login', async () => {
    const clerk = user();
    const [first, second, third] = [await login(clerk), await login(clerk), await login(clerk)];
    expect(await indexOf(clerk)).toEqual([first, second, third].sort());

    await store.end(second);
    expect(await store.get(second)).toBeNull();
    expect(await indexOf(clerk)).toEqual([first, third].sort());

    // the first login's session expires (its key gone as Redis drops it), then the user logs in again
    await redis.del(sessionKey(first));
    const fourth = await login(clerk);
    expect(await indexOf(clerk)).toEqual([third, fourth].sort());
  });

  it('stays the size of the live logins however often a user logs in and out', async () => {
    const clerk = user();
    const kept = await login(clerk);
    for (let day = 0; day < 30; day += 1) {
      await store.end(await login(clerk));
    }
    expect(await indexOf(clerk)).toEqual([kept]);
  });

  it("ends every live login of a user, and another user's logins not", async () => {
    const [clerk, other] = [user(), user()];
    const logins = [await login(clerk), await login(clerk)];
    const others = await login(other);
    await store.endAllOf(clerk.userId);
    expect(await Promise.all(logins.map((tokenId) => store.get(tokenId)))).toEqual([null, null]);
    expect(await indexOf(clerk)).toEqual([]);
    expect(await store.get(others)).not.toBeNull();
  });

  it('ends an unknown login without touching any index', async () => {
    await expect(store.end(randomUUID())).resolves.toBeUndefined();
  });
});
