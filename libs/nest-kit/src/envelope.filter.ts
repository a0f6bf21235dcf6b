import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Inject,
  Optional,
} from '@nestjs/common';
import { bearerToken, verifyAccessToken } from '@timber/auth';
import { DomainError, ERROR_CODES, type ErrorKey } from '@timber/contracts';
import { type Locale, resolveLocale } from '@timber/i18n';
import { type Request, type Response } from 'express';
import { JWT_SECRET } from './access-token.strategy';
import { errorAnswer } from './error-answer';
import { bodyReadError } from './json-body.middleware';
import { loggerFor } from './logger';
import { currentContext } from './request-context';
import { SESSION_CHECK, type SessionCheck } from './session-check';
import { ValidationFailed } from './validation';

interface Mapped {
  key: ErrorKey;
  params: Record<string, string | number>;
  data?: unknown;
}

const header = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Answers every error with the spec's envelope, in the caller's language. A path no route
 * serves is 404001 only for a caller with a live login; a stranger gets the login refusal
 * (401001, 401008 or 50014), so the answers draw no map of the routes.
 */
@Catch()
export class EnvelopeFilter implements ExceptionFilter {
  private readonly log = loggerFor(EnvelopeFilter.name);

  constructor(
    @Optional() @Inject(JWT_SECRET) private readonly secret?: string,
    @Optional() @Inject(SESSION_CHECK) private readonly sessions?: SessionCheck,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const { secret, sessions } = this;
    if (secret && sessions && exception instanceof HttpException && exception.getStatus() === 404) {
      Promise.resolve()
        .then(() => sessions.callerOf(verifyAccessToken(secret, bearerToken(req.headers.authorization))))
        .then(
          () => this.answer(req, response, exception),
          (refusal: unknown) =>
            this.answer(req, response, refusal instanceof DomainError ? refusal : exception),
        );
      return;
    }
    this.answer(req, response, exception);
  }

  private answer(req: Request, response: Response, exception: unknown): void {
    const { key, params, data } = this.map(exception);
    const entry = ERROR_CODES[key];
    // no context when the request failed before the context middleware ran
    const locale: Locale =
      currentContext()?.locale ?? resolveLocale(header(req, 'lang') ?? header(req, 'accept-language'));
    if (entry.status >= 500) {
      this.log.error({ err: exception }, 'request failed');
    } else {
      this.log.debug({ key }, 'request refused');
    }
    if (response.headersSent) {
      // answered already (at the handler timeout), or a streamed answer failed part way: the
      // caller must not take a cut-short file for a whole one
      if (!response.writableEnded) {
        response.destroy();
      }
      return;
    }
    if (
      entry.status === 429 &&
      (key === 'AUTH.TOO_MANY_ATTEMPTS' || key === 'AUTH.CHECK_CODE_TOO_MANY' || params.seconds !== undefined)
    ) {
      response.setHeader('retry-after', String(params.seconds ?? 60));
    }
    const { status, body } = errorAnswer(key, params, locale, data);
    response.status(status).json(body);
  }

  private map(exception: unknown): Mapped {
    if (exception instanceof DomainError) {
      return { key: exception.key, params: exception.params, data: exception.data };
    }
    if (exception instanceof ValidationFailed) {
      return { key: 'COMMON.VALIDATION', params: { details: exception.details } };
    }
    const bodyError = exception as { type?: string };
    if (typeof bodyError.type === 'string' && /^(entity|encoding|charset|request)\./.test(bodyError.type)) {
      const refusal = bodyReadError(exception, '');
      return { key: refusal.key, params: refusal.params };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 404) {
        return { key: 'COMMON.NOT_FOUND', params: {} };
      }
      if (status === 403) {
        return { key: 'COMMON.FORBIDDEN', params: {} };
      }
      if (status === 408 || status === 504) {
        return { key: 'COMMON.TIMEOUT', params: {} };
      }
      if (status >= 400 && status < 500) {
        // what Nest or a library refused on its own (services throw DomainErrors)
        return { key: 'COMMON.BAD_REQUEST', params: {} };
      }
    }
    return { key: 'COMMON.INTERNAL', params: {} };
  }
}
