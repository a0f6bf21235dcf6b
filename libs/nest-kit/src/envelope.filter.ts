import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { DomainError, ERROR_CODES, type ErrorKey } from '@timber/contracts';
import { DEFAULT_LOCALE, translate } from '@timber/i18n';
import { type Response } from 'express';
import { loggerFor } from './logger';
import { currentContext } from './request-context';
import { ValidationFailed } from './validation';

interface Mapped {
  key: ErrorKey;
  params: Record<string, string | number>;
  data?: unknown;
}

/** Answers every error with the spec's envelope, in the caller's language. */
@Catch()
export class EnvelopeFilter implements ExceptionFilter {
  private readonly log = loggerFor(EnvelopeFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { key, params, data } = this.map(exception);
    const entry = ERROR_CODES[key];
    const locale = currentContext()?.locale ?? DEFAULT_LOCALE;
    if (entry.status >= 500) {
      this.log.error({ err: exception }, 'request failed');
    } else {
      this.log.debug({ key }, 'request refused');
    }
    if (key === 'AUTH.TOO_MANY_ATTEMPTS') {
      response.setHeader('retry-after', String(params.seconds ?? 60));
    }
    response
      .status(entry.status)
      .json({ code: entry.code, msg: translate(locale, entry.messageId, params), data: data ?? null });
  }

  private map(exception: unknown): Mapped {
    if (exception instanceof DomainError) {
      return { key: exception.key, params: exception.params, data: exception.data };
    }
    if (exception instanceof ValidationFailed) {
      return { key: 'COMMON.VALIDATION', params: { details: exception.details } };
    }
    const bodyError = exception as { type?: string; limit?: number };
    if (
      bodyError.type === 'entity.too.large' ||
      (exception as { code?: string }).code === 'LIMIT_FILE_SIZE'
    ) {
      return {
        key: 'COMMON.BODY_TOO_LARGE',
        params: { limit: `${Math.round((bodyError.limit ?? 0) / 1024)} KB` },
      };
    }
    if (bodyError.type === 'entity.parse.failed') {
      return { key: 'COMMON.VALIDATION', params: { details: 'JSON' } };
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
    }
    return { key: 'COMMON.INTERNAL', params: {} };
  }
}
