import { bearerToken, SessionStore, verifyAccessToken } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { type AuthenticatedCaller, type Authenticator } from '@timber/nest-kit';
import { type Request } from 'express';
import { type Redis } from 'ioredis';

/**
 * The BFF's login check: a valid, unexpired token (401001 / 401008) whose session still exists
 * (50014 after logout or a password change). The session carries the caller's permission keys.
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
    if (!session || session.userId !== claims.sub) {
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
