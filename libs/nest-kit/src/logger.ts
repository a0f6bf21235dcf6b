import { currentSpanIds } from '@timber/telemetry';
import pino, { type Logger } from 'pino';
import { currentContext } from './request-context';

/**
 * What every log line carries besides its message: the request's correlation id and tenant, and
 * the span running now (trace_id, span_id: the line's place in its trace, when tracing is on).
 */
export function logLineFields(): Record<string, string | undefined> {
  const context = currentContext();
  return {
    ...(context ? { correlationId: context.correlationId, tenantId: context.tenantId } : {}),
    ...currentSpanIds(),
  };
}

const build = (service: string, level: string): Logger =>
  pino({
    level,
    base: { service },
    // the request's correlation id and tenant, and the span running now (trace_id, span_id: the
    // line's place in its trace, when tracing is on)
    mixin: logLineFields,
  });

let root = build('timber', 'info');

/** Called once at boot with the app's validated configuration. */
export function configureLogging(service: string, level: string): void {
  root = build(service, level);
}

/** Structured JSON logs; every line carries the correlation id of the request it belongs to. */
export const loggerFor = (context: string): Logger => root.child({ context });
