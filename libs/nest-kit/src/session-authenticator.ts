import { bearerToken, SessionStore, verifyAccessToken } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { type Request } from 'express';
import { type Redis } from 'ioredis';
import { type AuthenticatedCaller, type Authenticator } from './auth.guard';

/**
 * The login check of every process (the BFF and each service behind it): a valid, unexpired token
 * (401001 / 401008) whose session still exists in Redis (50014 after logout or a password change,
 * in every process at once) and belongs to the token's user and tenant. The session carries the
 * caller's permission keys.
 */
export class SessionAuthenticator implements Authenticator {
  private readonly sessions: SessionStore;

  constructor(
    private readonly secret: string,
    redis: Redis,
  ) {
    this.sessions = new SessionStore(redis);
  }

  async authenticate(req: Request): Promise<AuthenticatedCaller> {
    const claims = verifyAccessToken(this.secret, bearerToken(req.headers.authorization));
    const session = await this.sessions.get(claims.jti);
    if (!session || session.userId !== claims.sub || session.tenantId !== claims.tid) {
      throw new DomainError('AUTH.SESSION_ENDED');
    }
    return {
      tenantId: session.tenantId,
      userId: session.userId,
      username: session.username,
      userType: session.userType,
      resources: session.resources,
    };
  }
}
