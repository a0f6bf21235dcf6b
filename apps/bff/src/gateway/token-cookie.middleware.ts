import { Injectable, type NestMiddleware } from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';
import { TOKEN_COOKIE } from '../shared/token-cookie';

/** The value of one cookie of a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      const value = pair.slice(at + 1).trim();
      try {
        return decodeURIComponent(value) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * For the ranged routes only (a <video> playing a count order's video): a media element cannot
 * send the Authorization header, but the browser sends the token's cookie, so its value becomes
 * the bearer token when no header came. The session and permission checks are then the same as
 * for every call. The cookie is SameSite=Lax, so another site's page cannot make a media request
 * carry it; the route only reads.
 */
@Injectable()
export class TokenCookieMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    const token = req.headers.authorization ? undefined : cookieValue(req.headers.cookie, TOKEN_COOKIE);
    if (token) {
      req.headers.authorization = `Bearer ${token}`;
    }
    next();
  }
}
