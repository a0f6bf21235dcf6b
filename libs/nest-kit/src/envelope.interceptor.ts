import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { type ApiEnvelope, DomainError } from '@timber/contracts';
import { translate } from '@timber/i18n';
import { catchError, map, type Observable, throwError, timeout, TimeoutError } from 'rxjs';
import { requestContext } from './request-context';

/** Wraps what a handler returns as `{code: 0, msg, data}` and bounds how long it may take. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly timeoutMs = 30_000) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<ApiEnvelope<unknown>> {
    return next.handle().pipe(
      timeout(this.timeoutMs),
      catchError((error: unknown) =>
        throwError(() => (error instanceof TimeoutError ? new DomainError('COMMON.TIMEOUT') : error)),
      ),
      map((data: unknown) => ({
        code: 0,
        msg: translate(requestContext().locale, 'server.ok'),
        data: data ?? null,
      })),
    );
  }
}
