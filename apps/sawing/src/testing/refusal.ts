import { DomainError, type ErrorKey } from '@timber/contracts';

/** The key and parameters a rule refuses with; undefined when it takes the input. */
export function refusalOf(
  work: () => unknown,
): { key: ErrorKey; params: Record<string, string | number> } | undefined {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) {
      return { key: error.key, params: error.params };
    }
    throw error;
  }
  return undefined;
}
