import { type OnApplicationShutdown } from '@nestjs/common';
import { type TokenClaims, TrackedSessions } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { type Redis } from 'ioredis';

/** The caller behind a verified access token (spec §6: who, which tenant, which permission keys). */
export interface AuthenticatedCaller {
  tenantId: string;
  userId: string;
  username: string;
  userType: number;
  /** the permission keys the caller's session holds */
  resources: readonly string[];
  /** the tenant's name, when the session keeps it (what a share link names as the company) */
  tenantName?: string;
}

/** Turns the claims of a verified token into its caller, or throws a DomainError (401xxx). */
export interface SessionCheck {
  callerOf(claims: TokenClaims): Promise<AuthenticatedCaller>;
}
export const SESSION_CHECK = Symbol('SESSION_CHECK');

/**
 * The session check of every process (the BFF and each service behind it): the token's session
 * must still exist in Redis (50014 after logout or a password change, in every process at once)
 * and belong to the token's user and tenant. The session carries the caller's permission keys.
 * Sessions are read through TrackedSessions: a hot one is held in memory until Redis says it
 * changed, so a call costs no round trip to Redis.
 */
export class RedisSessionCheck implements SessionCheck, OnApplicationShutdown {
  private readonly sessions: TrackedSessions;

  constructor(redis: Redis) {
    this.sessions = new TrackedSessions(redis);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sessions.close();
  }

  async callerOf(claims: TokenClaims): Promise<AuthenticatedCaller> {
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
      ...(session.tenantName === undefined ? {} : { tenantName: session.tenantName }),
    };
  }
}
