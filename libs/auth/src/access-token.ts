import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { keyOf, verifySigned } from './signed-token';

/** What an access token says about its holder. */
export interface TokenClaims {
  /** user id */
  sub: string;
  /** tenant id */
  tid: string;
  /** username */
  usr: string;
  /** user type: 3 super administrator, 7 administrator, 4 ordinary */
  typ: number;
  /** token id: the session key, removed on logout */
  jti: string;
}

export function signAccessToken(
  secret: string,
  claims: Omit<TokenClaims, 'jti'>,
  ttlSeconds: number,
): {
  token: string;
  claims: TokenClaims;
} {
  const full: TokenClaims = { ...claims, jti: randomUUID() };
  const token = jwt.sign(full, keyOf(secret), {
    algorithm: 'HS256',
    expiresIn: ttlSeconds,
    issuer: 'timber',
  });
  return { token, claims: full };
}

/** The claims of a valid token; AUTH.TOKEN_EXPIRED (401008) or AUTH.TOKEN_INVALID (401001) otherwise. */
export function verifyAccessToken(secret: string, token: string | undefined): TokenClaims {
  const decoded = verifySigned(secret, token, 'timber', isTokenClaims);
  return { sub: decoded.sub, tid: decoded.tid, usr: decoded.usr, typ: decoded.typ, jti: decoded.jti };
}

/** Whether a verified token's payload carries every claim of an access token. */
export function isTokenClaims(v: Record<string, unknown>): v is Record<string, unknown> & TokenClaims {
  return (
    typeof v.sub === 'string' &&
    typeof v.tid === 'string' &&
    typeof v.usr === 'string' &&
    typeof v.typ === 'number' &&
    typeof v.jti === 'string'
  );
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
