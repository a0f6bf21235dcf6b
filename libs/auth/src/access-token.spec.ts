import { DomainError } from '@timber/contracts';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { bearerToken, signAccessToken, verifyAccessToken } from './access-token';

const secret = 'test-secret-of-enough-length-0123456789';
const claims = { sub: 'u1', tid: 't1', usr: 'admin', typ: 3 };

const codeOf = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    return (error as DomainError).key;
  }
  return 'no error';
};

describe('access tokens', () => {
  it('round-trips the claims with a fresh token id', () => {
    const { token, claims: signed } = signAccessToken(secret, claims, 60);
    expect(verifyAccessToken(secret, token)).toEqual(signed);
    expect(signed.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 401008 for an expired token', () => {
    const token = jwt.sign({ ...claims, jti: 'x', exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      issuer: 'timber',
    });
    expect(codeOf(() => verifyAccessToken(secret, token))).toBe('AUTH.TOKEN_EXPIRED');
  });

  it('answers 401001 for a missing, forged or malformed token', () => {
    const forged = signAccessToken('another-secret-of-enough-length-000', claims, 60).token;
    expect(codeOf(() => verifyAccessToken(secret, undefined))).toBe('AUTH.TOKEN_INVALID');
    expect(codeOf(() => verifyAccessToken(secret, forged))).toBe('AUTH.TOKEN_INVALID');
    expect(codeOf(() => verifyAccessToken(secret, 'abc.def.ghi'))).toBe('AUTH.TOKEN_INVALID');
    const noClaims = jwt.sign({ sub: 'u1' }, secret, { issuer: 'timber' });
    expect(codeOf(() => verifyAccessToken(secret, noClaims))).toBe('AUTH.TOKEN_INVALID');
  });

  it('reads bearer headers', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
