import { bearerToken, verifyAccessToken } from '@timber/auth';
import { type Request } from 'express';
import { type AuthenticatedCaller, type Authenticator } from './auth.guard';

/**
 * How the services behind the BFF know their caller: the same access token, checked by
 * signature and expiry (the BFF has already checked the session and the permission).
 */
export class JwtAuthenticator implements Authenticator {
  constructor(private readonly secret: string) {}

  authenticate(req: Request): Promise<AuthenticatedCaller> {
    const claims = verifyAccessToken(this.secret, bearerToken(req.headers.authorization));
    return Promise.resolve({
      tenantId: claims.tid,
      userId: claims.sub,
      username: claims.usr,
      userType: claims.typ,
    });
  }
}
