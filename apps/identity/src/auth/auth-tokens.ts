import { Inject, Injectable } from '@nestjs/common';
import { effectiveResources, SessionStore, signAccessToken } from '@timber/auth';
import { REDIS } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';

/** Issues access tokens and keeps the session each one stands for. */
@Injectable()
export class AuthTokens {
  readonly sessions: SessionStore;

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(REDIS) redis: Redis,
  ) {
    this.sessions = new SessionStore(redis);
  }

  async issue(user: {
    id: string;
    tenantId: string;
    username: string;
    type: number;
    groupPaths: string[];
    /** the tenant's name, kept in the session for the pages it shares (issue 35) */
    tenantName?: string;
  }): Promise<string> {
    const ttl = this.config.TOKEN_TTL_SECONDS;
    const { token, claims } = signAccessToken(
      this.config.JWT_SECRET,
      { sub: user.id, tid: user.tenantId, usr: user.username, typ: user.type },
      ttl,
    );
    await this.sessions.save(
      claims.jti,
      {
        userId: user.id,
        tenantId: user.tenantId,
        username: user.username,
        userType: user.type,
        resources: effectiveResources(user.type, user.groupPaths),
        ...(user.tenantName === undefined ? {} : { tenantName: user.tenantName }),
      },
      ttl,
    );
    return token;
  }
}
