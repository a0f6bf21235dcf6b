import { SessionStore, signAccessToken } from '@timber/auth';
import { allPermissionKeys, USER_TYPE } from '@timber/contracts';
import { type Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';

export interface TestLogin {
  tenantId: string;
  username?: string;
  userType?: number;
  /** permission keys; every key when absent */
  resources?: string[];
  /** the tenant's name; `Company <first 8 of the tenant id>` when absent */
  tenantName?: string;
  /** the user's id (a real user's, e.g. the demo administrator); a new one when absent */
  userId?: string;
  /** how long the access token is valid (the session itself an hour); an hour when absent */
  tokenTtlSeconds?: number;
}

/** The name a test session gives its tenant unless told. */
export const testTenantName = (tenantId: string): string => `Company ${tenantId.slice(0, 8)}`;

/**
 * A login for a test that runs one service without identity: an access token and its session in
 * Redis, as identity's login makes them, so the service's own checks (session, tenant, permission)
 * apply to the test as to everyone.
 */
export async function openTestSession(redis: Redis, secret: string, login: TestLogin): Promise<string> {
  const userId = login.userId ?? randomUUID();
  const session = {
    userId,
    tenantId: login.tenantId,
    username: login.username ?? 'tester',
    userType: login.userType ?? USER_TYPE.ADMIN,
    resources: login.resources ?? allPermissionKeys(),
    tenantName: login.tenantName ?? testTenantName(login.tenantId),
  };
  const { token, claims } = signAccessToken(
    secret,
    { sub: userId, tid: login.tenantId, usr: session.username, typ: session.userType },
    login.tokenTtlSeconds ?? 3600,
  );
  await new SessionStore(redis).save(claims.jti, session, 3600);
  return token;
}
