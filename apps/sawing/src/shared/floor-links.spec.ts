import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  readBenchToken,
  readBoardToken,
  readH5Session,
  signBenchToken,
  signBoardToken,
  signH5Session,
} from './floor-links';

const SECRET = 'a'.repeat(64);
const OTHER_SECRET = 'b'.repeat(64);
const tenantA = randomUUID();
const tenantB = randomUUID();

/** The work throws SAWING.LINK_INVALID (402730). */
const refused = (work: () => unknown) => {
  let thrown: unknown;
  try {
    work();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toMatchObject({ key: 'SAWING.LINK_INVALID' });
};

/** One byte of the token's body or signature changed. */
const altered = (token: string, at: number): string =>
  token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);

describe('floor links', () => {
  it('opens a board link of its own tenant only', () => {
    const token = signBoardToken(SECRET, tenantA);
    expect(readBoardToken(SECRET, token, tenantA)).toBe(tenantA);
    refused(() => readBoardToken(SECRET, token, tenantB));
    refused(() => readBoardToken(OTHER_SECRET, token, tenantA));
    refused(() => readBoardToken(SECRET, altered(token, 3), tenantA));
    refused(() => readBoardToken(SECRET, altered(token, token.length - 3), tenantA));
    refused(() => readBoardToken(SECRET, 'not-a-token', tenantA));
  });

  it('refuses a board link forged with another tenant in its body', () => {
    const token = signBoardToken(SECRET, tenantA);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ t: tenantB })).toString('base64url')}.${signature}`;
    refused(() => readBoardToken(SECRET, forged, tenantB));
  });

  it('opens a bench link for its own tenant and machine only, and no other kind of link', () => {
    const sign = signBenchToken(SECRET, tenantA, '03');
    expect(readBenchToken(SECRET, sign, tenantA, '03')).toBe(tenantA);
    refused(() => readBenchToken(SECRET, sign, tenantA, '04'));
    refused(() => readBenchToken(SECRET, sign, tenantB, '03'));
    // a board link is not a bench link, nor the reverse, though both are signed with one secret
    refused(() => readBenchToken(SECRET, signBoardToken(SECRET, tenantA), tenantA, '03'));
    refused(() => readBoardToken(SECRET, sign, tenantA));
  });

  it('opens an H5 session until it expires', () => {
    const now = new Date('2026-11-27T08:00:00Z');
    const token = signH5Session(SECRET, tenantA, now.getTime() / 1000 + 60);
    expect(readH5Session(SECRET, token, now)).toBe(tenantA);
    refused(() => readH5Session(SECRET, token, new Date(now.getTime() + 61_000)));
    refused(() => readH5Session(SECRET, signBoardToken(SECRET, tenantA), now));
  });
});
