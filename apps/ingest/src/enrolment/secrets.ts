import { createHash, randomBytes } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A stored secret's hash. Plain sha-256 is right here: the secrets are long random values (not
 * passwords), so there is nothing to guess and a slow hash would only slow every device call.
 */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

/** A one-time enrolment code: 128 random bits, short enough for a QR code and a link. */
export const newEnrolmentCode = (): string => randomBytes(16).toString('base64url');

/**
 * A device credential: the tenant's id (so a call finds its tenant without a lookup across
 * tenants) and 256 random bits. Only its hash is stored.
 */
export const newDeviceToken = (tenantId: string): string =>
  `${tenantId}.${randomBytes(32).toString('base64url')}`;

/** The tenant and the hash of a presented token, or undefined when it cannot be one of ours. */
export function readDeviceToken(token: string): { tenantId: string; tokenHash: string } | undefined {
  const [tenantId, secret, extra] = token.split('.');
  if (
    extra !== undefined ||
    !tenantId ||
    !UUID.test(tenantId) ||
    !secret ||
    !/^[A-Za-z0-9_-]{43}$/.test(secret)
  ) {
    return undefined;
  }
  return { tenantId, tokenHash: hashSecret(token) };
}
