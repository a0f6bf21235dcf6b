import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { isTokenClaims, keyOf } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { type AuthenticatedCaller, SESSION_CHECK, type SessionCheck } from './session-check';

/** The passport strategy's name, which the access guard runs. */
export const ACCESS_TOKEN = 'access-token';
/** The secret access tokens are signed with (HS256). */
export const JWT_SECRET = Symbol('JWT_SECRET');

/**
 * `Authorization: Bearer <access token>`, verified by passport-jwt (signature, issuer, expiry),
 * then the session behind it (SessionCheck): what `request.user` holds on a user's route.
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, ACCESS_TOKEN) {
  constructor(
    @Inject(JWT_SECRET) secret: string,
    @Inject(SESSION_CHECK) private readonly sessions: SessionCheck,
  ) {
    const key = keyOf(secret);
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // jsonwebtoken takes the KeyObject made once (a string secret is turned into a new one on
      // every call); passport-jwt's types predate KeyObject and name only string and Buffer
      secretOrKeyProvider: (_req: unknown, _token: unknown, done: (err: null, key: Buffer) => void) =>
        done(null, key as unknown as Buffer),
      issuer: 'timber',
      algorithms: ['HS256'],
    });
  }

  validate(payload: Record<string, unknown>): Promise<AuthenticatedCaller> {
    if (!isTokenClaims(payload)) {
      throw new DomainError('AUTH.TOKEN_INVALID');
    }
    return this.sessions.callerOf(payload);
  }
}
