/**
 * The logging the event bus needs: structured object first, message second, as pino does, so an
 * app passes its pino logger (or a child of it) unchanged.
 */
export interface EventsLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const ignore = (): void => undefined;

/** The default when a caller passes no logger: library code never writes to the console. */
export const silentLogger: EventsLogger = { info: ignore, warn: ignore, error: ignore };

export function errorText(error: unknown): string {
  if (error instanceof Error) {
    return error.message;
  }
  return typeof error === 'string' ? error : JSON.stringify(error);
}
