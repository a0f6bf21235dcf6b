import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links handed out in the clear (a QR code, a wall screen's address): `body.signature`, both
 * base64url, body the claims' JSON, signature its HMAC-SHA256 under the secret and a purpose
 * (`timber.share.v2`, `timber.saw-board.v1`, ...), so a token signed for one purpose never
 * verifies for another, though the services share the secret.
 */
const mac = (secret: string, purpose: string, body: string): Buffer =>
  createHmac('sha256', secret).update(`${purpose}.${body}`).digest();

/** The claims signed for a purpose. */
export function signPurposeToken(secret: string, purpose: string, claims: object): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(secret, purpose, body).toString('base64url')}`;
}

const verifies = (secret: string, purpose: string, body: string, signature: string): boolean => {
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, purpose, body);
  // base64url decoding ignores what it cannot read: the text must be the canonical one too
  return (
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    given.toString('base64url') === signature
  );
};

/**
 * The purpose (the first of `purposes` that verifies, compared in constant time) and the parsed
 * JSON of a token signed by the secret; undefined for anything malformed or altered in any byte.
 * What the JSON must hold is the caller's to check.
 */
export function openPurposeToken(
  secret: string,
  purposes: readonly string[],
  token: string,
): { purpose: string; claims: unknown } | undefined {
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(parts[0]!) || !/^[A-Za-z0-9_-]+$/.test(parts[1]!)) {
    return undefined;
  }
  const [body, signature] = parts as [string, string];
  const purpose = purposes.find((p) => verifies(secret, p, body, signature));
  if (purpose === undefined) {
    return undefined;
  }
  try {
    return { purpose, claims: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown };
  } catch {
    return undefined;
  }
}
