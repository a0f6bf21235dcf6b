import { signPurposeToken } from '@timber/auth';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  assertCurrentGeneration,
  floorLinksOf,
  readBenchToken,
  readBoardToken,
  readH5Link,
  readH5Session,
  signBenchToken,
  signBoardToken,
  signH5Link,
  signH5Session,
} from './floor-links';

const SECRET = 'a'.repeat(64);
const OTHER_SECRET = 'b'.repeat(64);
const tenantA = randomUUID();
const tenantB = randomUUID();

/** The work throws this error (SAWING.LINK_INVALID, 402730, unless named). */
const refused = (work: () => unknown, key = 'SAWING.LINK_INVALID') => {
  let thrown: unknown;
  try {
    work();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toMatchObject({ key });
};

/** One byte of the token's body or signature changed. */
const altered = (token: string, at: number): string =>
  token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);

describe('floor links', () => {
  it('opens a board link of its own tenant only, with the generation it was signed in', () => {
    const token = signBoardToken(SECRET, tenantA, 3);
    expect(readBoardToken(SECRET, token, tenantA)).toEqual({ tenantId: tenantA, generation: 3 });
    refused(() => readBoardToken(SECRET, token, tenantB));
    refused(() => readBoardToken(OTHER_SECRET, token, tenantA));
    refused(() => readBoardToken(SECRET, altered(token, 3), tenantA));
    refused(() => readBoardToken(SECRET, altered(token, token.length - 3), tenantA));
    refused(() => readBoardToken(SECRET, 'not-a-token', tenantA));
  });

  it('refuses a board link forged with another tenant or generation in its body', () => {
    const token = signBoardToken(SECRET, tenantA, 0);
    const [, signature] = token.split('.');
    const forged = (claims: object) =>
      `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    refused(() => readBoardToken(SECRET, forged({ t: tenantB, g: 0 }), tenantB));
    refused(() => readBoardToken(SECRET, forged({ t: tenantA, g: 5 }), tenantA));
  });

  it('reads a link signed before generations existed as generation 0', () => {
    const old = signPurposeToken(SECRET, 'timber.saw-board.v1', { t: tenantA });
    expect(readBoardToken(SECRET, old, tenantA)).toEqual({ tenantId: tenantA, generation: 0 });
    const oldBench = signPurposeToken(SECRET, 'timber.saw-bench.v1', { t: tenantA, m: '03' });
    expect(readBenchToken(SECRET, oldBench, tenantA, '03').generation).toBe(0);
  });

  it('opens a bench link for its own tenant and machine only, and no other kind of link', () => {
    const sign = signBenchToken(SECRET, tenantA, '03', 1);
    expect(readBenchToken(SECRET, sign, tenantA, '03')).toEqual({ tenantId: tenantA, generation: 1 });
    refused(() => readBenchToken(SECRET, sign, tenantA, '04'));
    refused(() => readBenchToken(SECRET, sign, tenantB, '03'));
    // a board link is not a bench link, nor the reverse, though both are signed with one secret
    refused(() => readBenchToken(SECRET, signBoardToken(SECRET, tenantA, 1), tenantA, '03'));
    refused(() => readBoardToken(SECRET, sign, tenantA));
  });

  it('opens the H5 page with its own link, and an H5 session until it expires', () => {
    const link = signH5Link(SECRET, tenantA, 2);
    expect(readH5Link(SECRET, link, tenantA)).toEqual({ tenantId: tenantA, generation: 2 });
    refused(() => readH5Link(SECRET, link, tenantB));
    refused(() => readH5Link(SECRET, signBoardToken(SECRET, tenantA, 2), tenantA));
    const now = new Date('2026-11-27T08:00:00Z');
    const token = signH5Session(SECRET, tenantA, now.getTime() / 1000 + 60, 2);
    expect(readH5Session(SECRET, token, now)).toEqual({ tenantId: tenantA, generation: 2 });
    refused(() => readH5Session(SECRET, token, new Date(now.getTime() + 61_000)));
    refused(() => readH5Session(SECRET, signBoardToken(SECRET, tenantA, 2), now));
    // the page's link is no session, nor the reverse
    refused(() => readH5Session(SECRET, link, now));
    refused(() => readH5Link(SECRET, token, tenantA));
  });

  it('passes a link of the current generation, refuses an older one as revoked', () => {
    expect(() => assertCurrentGeneration({ tenantId: tenantA, generation: 2 }, 2)).not.toThrow();
    refused(() => assertCurrentGeneration({ tenantId: tenantA, generation: 1 }, 2), 'SAWING.LINK_REVOKED');
    refused(() => assertCurrentGeneration({ tenantId: tenantA, generation: 0 }, 1), 'SAWING.LINK_REVOKED');
    refused(() => assertCurrentGeneration({ tenantId: tenantA, generation: 3 }, 2));
  });

  it('issues every link of a generation', () => {
    const revokedAt = new Date('2026-11-27T09:00:00Z');
    const links = floorLinksOf(SECRET, tenantA, { generation: 4, revokedAt }, [
      { machineNo: '01', name: 'Band saw' },
    ]);
    expect(links).toMatchObject({ cusNo: tenantA, revokedAt: '2026-11-27T09:00:00.000Z' });
    expect(readBoardToken(SECRET, links.boardToken, tenantA).generation).toBe(4);
    expect(readH5Link(SECRET, links.h5Sign, tenantA).generation).toBe(4);
    expect(readBenchToken(SECRET, links.benches[0]!.sign, tenantA, '01').generation).toBe(4);
    expect(floorLinksOf(SECRET, tenantA, { generation: 0, revokedAt: null }, []).revokedAt).toBeNull();
  });
});
