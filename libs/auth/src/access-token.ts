import { DomainError } from '@timber/contracts';
import jwt from 'jsonwebtoken';
import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';

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

const keys = new Map<string, KeyObject>();

/**
 * The secret as a key object, made once: given a string, jsonwebtoken makes a new key object on
 * every call, which was the largest single cost of an authenticated request in the BFF (profiled).
 */
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
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
  if (!token) {
    throw new DomainError('AUTH.TOKEN_INVALID');
  }
  try {
    const decoded = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'], issuer: 'timber' });
    if (typeof decoded === 'string' || !isClaims(decoded)) {
      throw new DomainError('AUTH.TOKEN_INVALID');
    }
    return { sub: decoded.sub, tid: decoded.tid, usr: decoded.usr, typ: decoded.typ, jti: decoded.jti };
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) {
      throw new DomainError('AUTH.TOKEN_EXPIRED');
    }
    throw new DomainError('AUTH.TOKEN_INVALID');
  }
}

function isClaims(value: object): value is TokenClaims {
  const v = value as Record<string, unknown>;
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
