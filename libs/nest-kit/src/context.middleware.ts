import { Injectable, type NestMiddleware } from '@nestjs/common';
import { resolveLocale } from '@timber/i18n';
import { type NextFunction, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { runWithContext } from './request-context';

const header = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Opens the request context: correlation id, language, time-zone offset and client address. */
@Injectable()
export class ContextMiddleware implements NestMiddleware {
  use(req: Request, res: Response, next: NextFunction): void {
    const correlationId = header(req, 'x-correlation-id')?.slice(0, 100) || randomUUID();
    const offset = Number(header(req, 'timezone-offset') ?? 0);
    const forwarded = header(req, 'x-forwarded-for')?.split(',')[0]?.trim();
    res.setHeader('x-correlation-id', correlationId);
    runWithContext(
      {
        correlationId,
        locale: resolveLocale(header(req, 'lang') ?? header(req, 'accept-language')),
        tzOffsetHours: Number.isFinite(offset) && Math.abs(offset) <= 14 ? offset : 0,
        ip: forwarded || req.socket.remoteAddress || '',
      },
      next,
    );
  }
}
