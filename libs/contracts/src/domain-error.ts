import { type ErrorKey } from './error-codes';

/**
 * What domain code throws: a stable key of ERROR_CODES and the values its message needs.
 * Transports map it to the envelope; services never throw HTTP exceptions.
 */
export class DomainError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
    /** what the answer's data carries, e.g. the row-by-row report of a refused import */
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'DomainError';
  }
}
