import { DomainError } from '@timber/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assertLinkLive, assertNotExpired } from './share-rules';
import { readShareToken, type ShareClaims, signShareToken } from './share-token';

const SECRET = 'a-secret-of-the-service-of-at-least-32-chars';
const claims: ShareClaims = {
  tenantId: randomUUID(),
  tokenId: randomUUID(),
  orderIds: [randomUUID(), randomUUID()],
  expiresAt: 1_900_000_000,
};
const keyOf = (work: () => unknown): string | undefined => {
  try {
    work();
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.key : String(error);
  }
};

describe('share tokens', () => {
  const token = signShareToken(SECRET, claims);

  it('reads back what it signed: tenant, link, orders, expiry', () => {
    expect(readShareToken(SECRET, token)).toEqual(claims);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  it('refuses every single-character change of the token (SHARE.INVALID)', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let refused = 0;
    for (let i = 0; i < token.length; i++) {
      if (token[i] === '.') {
        continue;
      }
      const replacement = alphabet[(alphabet.indexOf(token[i]!) + 1) % alphabet.length]!;
      const altered = token.slice(0, i) + replacement + token.slice(i + 1);
      expect(
        keyOf(() => readShareToken(SECRET, altered)),
        `position ${i}`,
      ).toBe('SHARE.INVALID');
      refused++;
    }
    expect(refused).toBe(token.length - 1);
  });

  it.each([
    ['empty', ''],
    ['no signature', 'abc'],
    ['three parts', 'a.b.c'],
    ['not base64url', 'a+b.c/d'],
    ['padding', `${token}=`],
  ])('refuses a malformed token: %s', (_, text) => {
    expect(keyOf(() => readShareToken(SECRET, text))).toBe('SHARE.INVALID');
  });

  it('refuses a token signed with another secret, and well-signed claims of another shape', () => {
    expect(keyOf(() => readShareToken(SECRET, signShareToken(`${SECRET}!`, claims)))).toBe('SHARE.INVALID');
    const body = Buffer.from(
      JSON.stringify({ v: 1, t: 'not-a-uuid', j: claims.tokenId, o: [], e: 1 }),
    ).toString('base64url');
    const [, signature] = signShareToken(SECRET, claims).split('.');
    expect(keyOf(() => readShareToken(SECRET, `${body}.${signature}`))).toBe('SHARE.INVALID');
  });

  it('expires at its second', () => {
    expect(keyOf(() => assertNotExpired(claims, new Date(claims.expiresAt * 1000 - 1)))).toBeUndefined();
    expect(keyOf(() => assertNotExpired(claims, new Date(claims.expiresAt * 1000)))).toBe('SHARE.EXPIRED');
  });
});

describe('share links', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const live = {
    orderIds: [...claims.orderIds].reverse(),
    expiresAt: new Date('2030-02-01'),
    revokedAt: null,
  };

  it('accepts a token against its own link (its orders in any order)', () => {
    expect(keyOf(() => assertLinkLive(claims, live, now))).toBeUndefined();
  });

  it.each([
    ['no such link under the token’s tenant', undefined, 'SHARE.INVALID'],
    ['other orders', { ...live, orderIds: [claims.orderIds[0]!] }, 'SHARE.INVALID'],
    ['revoked', { ...live, revokedAt: new Date('2029-12-31') }, 'SHARE.REVOKED'],
    ['past its expiry', { ...live, expiresAt: now }, 'SHARE.EXPIRED'],
  ])('refuses a link: %s', (_, link, key) => {
    expect(keyOf(() => assertLinkLive(claims, link, now))).toBe(key);
  });
});
