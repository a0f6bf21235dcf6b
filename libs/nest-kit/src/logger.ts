import pino, { type Logger } from 'pino';
import { currentContext } from './request-context';

const build = (service: string, level: string): Logger =>
  pino({
    level,
    base: { service },
    mixin: () => {
      const context = currentContext();
      return context ? { correlationId: context.correlationId, tenantId: context.tenantId } : {};
    },
  });

let root = build('timber', 'info');

/** Called once at boot with the app's validated configuration. */
export function configureLogging(service: string, level: string): void {
  root = build(service, level);
}

/** Structured JSON logs; every line carries the correlation id of the request it belongs to. */
export const loggerFor = (context: string): Logger => root.child({ context });
