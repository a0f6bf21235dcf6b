import { Injectable, type NestMiddleware } from '@nestjs/common';
import { type Locale, resolveLocale } from '@timber/i18n';
import { runUnderCaller } from '@timber/telemetry';
import { type NextFunction, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { clientAddress, type TrustedProxies } from './client-address';
import { errorAnswer } from './error-answer';
import { type RequestContext, runWithContext } from './request-context';

const header = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Opens the request context: correlation id, language, time-zone offset and the client's address
 * (X-Forwarded-For believed only from the trusted proxies, see clientAddress). A request not
 * answered within `handlerTimeoutMs` is answered 504001 then (COMMON.TIMEOUT); what its handler
 * returns later is not sent (answerInEnvelope, EnvelopeFilter). A streamed answer that
 * has begun is left to finish.
 */
export function contextMiddleware(
  trustedProxies: TrustedProxies,
  handlerTimeoutMs = 30_000,
): new () => NestMiddleware {
  @Injectable()
  class ContextMiddleware implements NestMiddleware {
    use(req: Request, res: Response, next: NextFunction): void {
      const correlationId = header(req, 'x-correlation-id')?.slice(0, 100) || randomUUID();
      const offset = Number(header(req, 'timezone-offset') ?? 0);
      const context: RequestContext = {
        correlationId,
        locale: resolveLocale(header(req, 'lang') ?? header(req, 'accept-language')),
        tzOffsetHours: Number.isFinite(offset) && Math.abs(offset) <= 14 ? offset : 0,
        ip: clientAddress(req.socket.remoteAddress, header(req, 'x-forwarded-for'), trustedProxies),
      };
      res.setHeader('x-correlation-id', correlationId);
      const timer = setTimeout(() => answerTimeout(res, context.locale), handlerTimeoutMs);
      res.once('close', () => clearTimeout(timer));
      // a request of a trace not recorded hands that on with what it writes (runUnderCaller)
      runWithContext(context, () => runUnderCaller(req.headers, next));
    }
  }
  return ContextMiddleware;
}

function answerTimeout(res: Response, locale: Locale): void {
  if (!res.headersSent) {
    const { status, body } = errorAnswer('COMMON.TIMEOUT', {}, locale);
    res.status(status).json(body);
  }
}
