import { DomainError } from '@timber/contracts';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token';
import { APP_TOKEN_ISSUER, type AppTokenClaims, signAppToken, verifyAppToken } from './app-token';

const secret = 'test-secret-of-enough-length-0123456789';
const appUser: AppTokenClaims = { knd: 'app', sub: 'a1', tid: 't1', usr: 'driver01' };
const systemUser: AppTokenClaims = { knd: 'system', sub: 'u1', tid: 't1', usr: 'admin', typ: 3 };

const codeOf = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    return (error as DomainError).key;
  }
  return 'no error';
};

describe('app tokens', () => {
  it.each([
    ['an app user', appUser],
    ['a system user', systemUser],
  ])('round-trips the claims of %s', (_who, claims) => {
    expect(verifyAppToken(secret, signAppToken(secret, claims))).toEqual(claims);
  });

  it('keeps only the claims of the kind: an app user has no user type', () => {
    const token = jwt.sign({ ...appUser, typ: 3 }, secret, { issuer: APP_TOKEN_ISSUER });
    expect(verifyAppToken(secret, token)).toEqual(appUser);
  });

  it('lives 12 hours unless told otherwise', () => {
    const decoded = jwt.decode(signAppToken(secret, systemUser)) as { iat: number; exp: number };
    expect(decoded.exp - decoded.iat).toBe(12 * 3600);
  });

  it('is not an access token, and an access token is not an app token', () => {
    const appToken = signAppToken(secret, systemUser);
    expect(codeOf(() => verifyAccessToken(secret, appToken))).toBe('AUTH.TOKEN_INVALID');
    const { token: accessToken } = signAccessToken(
      secret,
      { sub: 'u1', tid: 't1', usr: 'admin', typ: 3 },
      60,
    );
    expect(codeOf(() => verifyAppToken(secret, accessToken))).toBe('AUTH.TOKEN_INVALID');
  });

  it('answers 401008 for an expired token', () => {
    const token = signAppToken(secret, appUser, -10);
    expect(codeOf(() => verifyAppToken(secret, token))).toBe('AUTH.TOKEN_EXPIRED');
  });

  it('answers 401001 for a missing, forged or malformed token', () => {
    const sign = (claims: object) => jwt.sign(claims, secret, { issuer: APP_TOKEN_ISSUER });
    expect(codeOf(() => verifyAppToken(secret, undefined))).toBe('AUTH.TOKEN_INVALID');
    const forged = signAppToken('another-secret-of-enough-length-000', appUser);
    expect(codeOf(() => verifyAppToken(secret, forged))).toBe('AUTH.TOKEN_INVALID');
    expect(codeOf(() => verifyAppToken(secret, 'abc.def.ghi'))).toBe('AUTH.TOKEN_INVALID');
    expect(codeOf(() => verifyAppToken(secret, sign({ sub: 'a1', tid: 't1', usr: 'x' })))).toBe(
      'AUTH.TOKEN_INVALID',
    );
    expect(codeOf(() => verifyAppToken(secret, sign({ ...appUser, knd: 'other' })))).toBe(
      'AUTH.TOKEN_INVALID',
    );
    const { typ: _typ, ...systemWithoutType } = systemUser;
    expect(codeOf(() => verifyAppToken(secret, sign(systemWithoutType)))).toBe('AUTH.TOKEN_INVALID');
  });
});
