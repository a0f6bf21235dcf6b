import { DomainError } from '@timber/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * What a share link's token names, all of it under the signature: the tenant, the link (its id,
 * the row orders.share_links keeps for revocation), the orders it shows and its expiry. §2's link
 * named SPUs in the clear (`?id={spu list}`), which anyone could change to see other sheets; here
 * nothing can be changed or guessed without the server's secret.
 */
export interface ShareClaims {
  tenantId: string;
  tokenId: string;
  orderIds: string[];
  /** the instant the link stops working, in whole seconds since 1970 */
  expiresAt: number;
}

/** The token's version and purpose, signed with it: a signature made for anything else does not verify. */
const PURPOSE = 'timber.share-order.v1';

/** The claims as the token carries them (short names: the token goes into a QR code). */
const claimsSchema = z.strictObject({
  v: z.literal(1),
  t: z.uuid(),
  j: z.uuid(),
  o: z.array(z.uuid()).min(1).max(50),
  e: z.number().int().positive(),
});

const mac = (secret: string, body: string): Buffer =>
  createHmac('sha256', secret).update(`${PURPOSE}.${body}`).digest();

/** `body.signature`, both base64url: body is the claims' JSON, signature its HMAC-SHA256 under the secret. */
export function signShareToken(secret: string, claims: ShareClaims): string {
  const body = Buffer.from(
    JSON.stringify({ v: 1, t: claims.tenantId, j: claims.tokenId, o: claims.orderIds, e: claims.expiresAt }),
  ).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/**
 * The claims of a token whose signature is the server's (compared in constant time); anything
 * else, malformed or altered in any byte, is SHARE.INVALID. Expiry and revocation are the
 * caller's to check (share-rules.ts).
 */
export function readShareToken(secret: string, token: string): ShareClaims {
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(parts[0]!) || !/^[A-Za-z0-9_-]+$/.test(parts[1]!)) {
    throw new DomainError('SHARE.INVALID');
  }
  const [body, signature] = parts as [string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, body);
  // base64url decoding ignores what it cannot read: the text must be the canonical one too
  if (
    given.length !== expected.length ||
    !timingSafeEqual(given, expected) ||
    given.toString('base64url') !== signature
  ) {
    throw new DomainError('SHARE.INVALID');
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new DomainError('SHARE.INVALID');
  }
  const parsed = claimsSchema.safeParse(json);
  if (!parsed.success) {
    throw new DomainError('SHARE.INVALID');
  }
  return {
    tenantId: parsed.data.t,
    tokenId: parsed.data.j,
    orderIds: parsed.data.o,
    expiresAt: parsed.data.e,
  };
}
