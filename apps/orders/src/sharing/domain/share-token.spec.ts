import { DomainError } from '@timber/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assertLinkLive, assertNotExpired } from './share-rules';
import { readShareToken, type ShareClaims, signShareToken, signShareTokenV1 } from './share-token';

const SECRET = 'a-secret-of-the-service-of-at-least-32-chars';
const claims: ShareClaims = {
  tenantId: randomUUID(),
  tokenId: randomUUID(),
  kind: 'order',
  ids: [randomUUID(), randomUUID()],
  expiresAt: 1_900_000_000,
};
const sheetClaims: ShareClaims = { ...claims, tokenId: randomUUID(), kind: 'sheet', ids: [randomUUID()] };
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

  it('reads back what it signed: tenant, link, what it shows (orders or sheets), expiry', () => {
    expect(readShareToken(SECRET, token)).toEqual(claims);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readShareToken(SECRET, signShareToken(SECRET, sheetClaims))).toEqual(sheetClaims);
    const body = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as object;
    expect(body).toMatchObject({ v: 2, k: 'o' });
  });

  it('still reads a version-1 token (orders only, signed before sheets could be shared)', () => {
    const { kind: _kind, ...v1 } = claims;
    expect(readShareToken(SECRET, signShareTokenV1(SECRET, v1))).toEqual(claims);
  });

  it('refuses a token whose kind or version was changed, even with a valid signature of another body', () => {
    const sheetToken = signShareToken(SECRET, sheetClaims);
    const [sheetBody] = sheetToken.split('.') as [string];
    const [, orderSignature] = token.split('.') as [string, string];
    // the sheet link's body under the orders link's signature
    expect(keyOf(() => readShareToken(SECRET, `${sheetBody}.${orderSignature}`))).toBe('SHARE.INVALID');
    // the kind flipped in the body, the signature kept
    const decoded = JSON.parse(Buffer.from(sheetBody, 'base64url').toString()) as Record<string, unknown>;
    const flipped = Buffer.from(JSON.stringify({ ...decoded, k: 'o' })).toString('base64url');
    expect(keyOf(() => readShareToken(SECRET, `${flipped}.${sheetToken.split('.')[1]!}`))).toBe(
      'SHARE.INVALID',
    );
    // version-2 claims signed under version 1's purpose, and version-1 claims under version 2's
    const { kind: _kind, ...v1 } = claims;
    const [v1Body, v1Signature] = signShareTokenV1(SECRET, v1).split('.') as [string, string];
    const v2AsV1 = Buffer.from(
      JSON.stringify({ ...(JSON.parse(Buffer.from(v1Body, 'base64url').toString()) as object), v: 2 }),
    ).toString('base64url');
    expect(keyOf(() => readShareToken(SECRET, `${v2AsV1}.${v1Signature}`))).toBe('SHARE.INVALID');
    const [v2Body] = token.split('.') as [string];
    const resigned = signShareTokenV1(SECRET, v1).split('.')[1]!;
    expect(keyOf(() => readShareToken(SECRET, `${v2Body}.${resigned}`))).toBe('SHARE.INVALID');
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
      JSON.stringify({ v: 2, t: 'not-a-uuid', j: claims.tokenId, k: 'o', i: [], e: 1 }),
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
    kind: 'order' as const,
    ids: [...claims.ids].reverse(),
    expiresAt: new Date('2030-02-01'),
    revokedAt: null,
  };

  it('accepts a token against its own link (its orders in any order)', () => {
    expect(keyOf(() => assertLinkLive(claims, live, now))).toBeUndefined();
  });

  it.each([
    ['no such link under the token’s tenant', undefined, 'SHARE.INVALID'],
    ['other orders', { ...live, ids: [claims.ids[0]!] }, 'SHARE.INVALID'],
    ['the same ids as a sheet link', { ...live, kind: 'sheet' as const }, 'SHARE.INVALID'],
    ['revoked', { ...live, revokedAt: new Date('2029-12-31') }, 'SHARE.REVOKED'],
    ['past its expiry', { ...live, expiresAt: now }, 'SHARE.EXPIRED'],
  ])('refuses a link: %s', (_, link, key) => {
    expect(keyOf(() => assertLinkLive(claims, link, now))).toBe(key);
  });
});
