import { openPurposeToken, signPurposeToken } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { z } from 'zod';

/** What a link shows: orders (order ids) or confirmed sheets (sheet ids, orders' copies). */
export type ShareTargetKind = 'order' | 'sheet';

/**
 * What a share link's token names, all of it under the signature: the tenant, the link (its id,
 * the row orders.share_links keeps for revocation), what it shows (orders or sheets, and their ids)
 * and its expiry. §2's link named SPUs in the clear (`?id={spu list}`), which anyone could change to
 * see other sheets; here nothing can be changed or guessed without the server's secret.
 */
export interface ShareClaims {
  tenantId: string;
  tokenId: string;
  kind: ShareTargetKind;
  /** the orders' ids, or the sheets' */
  ids: string[];
  /** the instant the link stops working, in whole seconds since 1970 */
  expiresAt: number;
}

/**
 * The token's version and purpose, signed with it: a signature made for anything else does not
 * verify. Version 2 (sheets too) names the kind; a version-1 token (orders only, issued before)
 * is still read, under its own purpose, so the links already handed out keep working.
 */
const PURPOSE_V1 = 'timber.share-order.v1';
const PURPOSE = 'timber.share.v2';

const ids = z.array(z.uuid()).min(1).max(50);

/** The claims as the token carries them (short names: the token goes into a QR code). */
const claimsSchema = z.union([
  z.strictObject({
    v: z.literal(2),
    t: z.uuid(),
    j: z.uuid(),
    k: z.enum(['o', 's']),
    i: ids,
    e: z.number().int().positive(),
  }),
  z.strictObject({ v: z.literal(1), t: z.uuid(), j: z.uuid(), o: ids, e: z.number().int().positive() }),
]);

/** `body.signature`, both base64url: body is the claims' JSON (version 2), signature its HMAC-SHA256 under the secret. */
export function signShareToken(secret: string, claims: ShareClaims): string {
  return signPurposeToken(secret, PURPOSE, {
    v: 2,
    t: claims.tenantId,
    j: claims.tokenId,
    k: claims.kind === 'order' ? 'o' : 's',
    i: claims.ids,
    e: claims.expiresAt,
  });
}

/**
 * A version-1 token (orders only) as the service signed them before sheets could be shared; kept
 * for the tests of the links already handed out.
 */
export function signShareTokenV1(secret: string, claims: Omit<ShareClaims, 'kind'>): string {
  return signPurposeToken(secret, PURPOSE_V1, {
    v: 1,
    t: claims.tenantId,
    j: claims.tokenId,
    o: claims.ids,
    e: claims.expiresAt,
  });
}

/**
 * The claims of a token whose signature is the server's (compared in constant time); anything
 * else, malformed or altered in any byte, is SHARE.INVALID. Expiry and revocation are the
 * caller's to check (share-rules.ts).
 */
export function readShareToken(secret: string, token: string): ShareClaims {
  // the signature says which version signed it: the claims must then be of that version
  const opened = openPurposeToken(secret, [PURPOSE, PURPOSE_V1], token);
  const parsed = opened && claimsSchema.safeParse(opened.claims);
  if (!parsed?.success || parsed.data.v !== (opened!.purpose === PURPOSE ? 2 : 1)) {
    throw new DomainError('SHARE.INVALID');
  }
  const claims = parsed.data;
  return {
    tenantId: claims.t,
    tokenId: claims.j,
    kind: claims.v === 1 || claims.k === 'o' ? 'order' : 'sheet',
    ids: claims.v === 1 ? claims.o : claims.i,
    expiresAt: claims.e,
  };
}
