import jwt from 'jsonwebtoken';
import { createSecretKey } from 'node:crypto';

/** The mobile app's tokens: a different issuer, so the back office (BFF and services) refuses them. */
export const APP_TOKEN_ISSUER = 'timber-app';
const APP_TOKEN_TTL_SECONDS = 12 * 3600;

/** A signed token for an app user: sub the app user, tid the tenant, usr the name. */
export function signAppToken(secret: string, claims: { sub: string; tid: string; usr: string }): string {
  return jwt.sign(claims, createSecretKey(Buffer.from(secret, 'utf8')), {
    algorithm: 'HS256',
    expiresIn: APP_TOKEN_TTL_SECONDS,
    issuer: APP_TOKEN_ISSUER,
  });
}
