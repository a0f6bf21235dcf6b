import { type ErrorKey } from './error-codes';

/**
 * What domain code throws: a stable key of ERROR_CODES and the values its message needs.
 * Transports map it to the envelope; services never throw HTTP exceptions.
 */
export class DomainError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'DomainError';
  }
}
