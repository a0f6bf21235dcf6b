import { Injectable, type NestMiddleware } from '@nestjs/common';
import { resolveLocale } from '@timber/i18n';
import { type NextFunction, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { clientAddress, type TrustedProxies } from './client-address';
import { runWithContext } from './request-context';

const header = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Opens the request context: correlation id, language, time-zone offset and the client's address
 * (X-Forwarded-For believed only from the trusted proxies, see clientAddress).
 */
export function contextMiddleware(trustedProxies: TrustedProxies): new () => NestMiddleware {
  @Injectable()
  class ContextMiddleware implements NestMiddleware {
    use(req: Request, res: Response, next: NextFunction): void {
      const correlationId = header(req, 'x-correlation-id')?.slice(0, 100) || randomUUID();
      const offset = Number(header(req, 'timezone-offset') ?? 0);
      res.setHeader('x-correlation-id', correlationId);
      runWithContext(
        {
          correlationId,
          locale: resolveLocale(header(req, 'lang') ?? header(req, 'accept-language')),
          tzOffsetHours: Number.isFinite(offset) && Math.abs(offset) <= 14 ? offset : 0,
          ip: clientAddress(req.socket.remoteAddress, header(req, 'x-forwarded-for'), trustedProxies),
        },
        next,
      );
    }
  }
  return ContextMiddleware;
}
