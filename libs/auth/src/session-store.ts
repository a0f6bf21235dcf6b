import { type Redis } from 'ioredis';

/** What the BFF needs for every request, kept while the login lasts and removed on logout. */
export interface Session {
  userId: string;
  tenantId: string;
  username: string;
  userType: number;
  /** permission keys; a super administrator holds every key */
  resources: string[];
  /** the tenant's (company's) name, as the public pages it shares name it; absent in a session from before issue 35 */
  tenantName?: string;
}

/** Every key of the sessions begins with it (TrackedSessions is told of changes under it). */
export const SESSION_KEY_PREFIX = 'session:';
/** The key of a login's session. */
export const sessionKey = (tokenId: string) => `${SESSION_KEY_PREFIX}${tokenId}`;
const userKey = (userId: string) => `${SESSION_KEY_PREFIX}user:${userId}`;

export class SessionStore {
  constructor(private readonly redis: Redis) {}

  /**
   * Saves a login's session and adds it to its user's index (the token ids refresh and endAllOf
   * reach), which lasts as long as the newest login. The index drops the logins that ended or
   * expired meanwhile: a user who logs in every day would otherwise keep every token id ever
   * issued while the index lives (seen by bench:soak: 90 entries for 8 to 12 live sessions).
   */
  async save(tokenId: string, session: Session, ttlSeconds: number): Promise<void> {
    await this.redis
      .multi()
      .set(sessionKey(tokenId), JSON.stringify(session), 'EX', ttlSeconds)
      .sadd(userKey(session.userId), tokenId)
      .expire(userKey(session.userId), ttlSeconds)
      .exec();
    await this.dropEnded(session.userId);
  }

  async get(tokenId: string): Promise<Session | null> {
    const raw = await this.redis.get(sessionKey(tokenId));
    return raw ? (JSON.parse(raw) as Session) : null;
  }

  /** Ends one login: its session, and its token id in its user's index. */
  async end(tokenId: string): Promise<void> {
    const session = await this.get(tokenId);
    const ending = this.redis.multi().del(sessionKey(tokenId));
    if (session) {
      ending.srem(userKey(session.userId), tokenId);
    }
    await ending.exec();
  }

  /** The token ids of a user's index whose session is gone (ended or expired), removed from it. */
  private async dropEnded(userId: string): Promise<void> {
    const tokenIds = await this.redis.smembers(userKey(userId));
    if (tokenIds.length === 0) {
      return;
    }
    const checks = this.redis.pipeline();
    tokenIds.forEach((tokenId) => checks.exists(sessionKey(tokenId)));
    const answers = (await checks.exec()) ?? [];
    // a check that failed counts as live: the token id stays for the next login to look at
    const ended = tokenIds.filter((_, index) => answers[index]?.[1] === 0);
    if (ended.length > 0) {
      await this.redis.srem(userKey(userId), ...ended);
    }
  }

  /**
   * Gives every live login of a user its new name, type and permission keys, effective on its next request in every
   * process (the guard reads the session on each call). A session that ended meanwhile stays
   * ended (`XX`), and each keeps its expiry (`KEEPTTL`).
   */
  async refresh(
    userId: string,
    changed: Pick<Session, 'username' | 'userType' | 'resources'>,
  ): Promise<void> {
    const tokenIds = await this.redis.smembers(userKey(userId));
    for (const tokenId of tokenIds) {
      const session = await this.get(tokenId);
      if (session) {
        await this.redis.set(
          sessionKey(tokenId),
          JSON.stringify({ ...session, ...changed }),
          'KEEPTTL',
          'XX',
        );
      }
    }
  }

  /** Ends every login of a user (after a password change or reset). */
  async endAllOf(userId: string): Promise<void> {
    const tokenIds = await this.redis.smembers(userKey(userId));
    await this.redis.del(userKey(userId), ...tokenIds.map(sessionKey));
  }
}
