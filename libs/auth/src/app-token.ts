import jwt from 'jsonwebtoken';
import { keyOf, verifySigned } from './signed-token';

/** The mobile app's tokens: another issuer than access tokens, so the back office refuses them. */
export const APP_TOKEN_ISSUER = 'timber-app';
export const APP_TOKEN_TTL_SECONDS = 12 * 3600;

interface AppTokenHolder {
  /** the holder's id: an app user's (devices.app_users) or a system user's (identity.users) */
  sub: string;
  /** tenant id */
  tid: string;
  /** username */
  usr: string;
}

/**
 * What an app token says about its holder. `knd` tells the two kinds of people who log in to the
 * mobile app apart: `app`, an app user (devices, `POST /appcus/login`), or `system`, a system user
 * of a type allowed in the app (identity, `POST /app/login`), whose user type `typ` it carries.
 */
export type AppTokenClaims =
  | (AppTokenHolder & { knd: 'app' })
  | (AppTokenHolder & { knd: 'system'; /** 3 super administrator, 7 administrator */ typ: number });

export function signAppToken(
  secret: string,
  claims: AppTokenClaims,
  ttlSeconds: number = APP_TOKEN_TTL_SECONDS,
): string {
  return jwt.sign(claims, keyOf(secret), {
    algorithm: 'HS256',
    expiresIn: ttlSeconds,
    issuer: APP_TOKEN_ISSUER,
  });
}

/** The claims of a valid app token; AUTH.TOKEN_EXPIRED (401008) or AUTH.TOKEN_INVALID (401001) otherwise. */
export function verifyAppToken(secret: string, token: string | undefined): AppTokenClaims {
  const v = verifySigned(secret, token, APP_TOKEN_ISSUER, isAppClaims);
  const holder = { sub: v.sub, tid: v.tid, usr: v.usr };
  return v.knd === 'system' ? { ...holder, knd: 'system', typ: v.typ } : { ...holder, knd: 'app' };
}

function isAppClaims(v: Record<string, unknown>): v is Record<string, unknown> & AppTokenClaims {
  return (
    typeof v.sub === 'string' &&
    typeof v.tid === 'string' &&
    typeof v.usr === 'string' &&
    (v.knd === 'app' || (v.knd === 'system' && typeof v.typ === 'number'))
  );
}
