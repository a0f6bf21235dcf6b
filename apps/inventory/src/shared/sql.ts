import { DomainError, type ErrorKey } from '@timber/contracts';

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Deletes all of `ids` or none: a missing id refuses the batch with `notFound`, and a row that a
 * sheet still refers to (on delete restrict) refuses it with COMMON.IN_USE. The caller's
 * transaction rolls back either way.
 */
export async function deleteAllOrNone(
  ids: readonly string[],
  notFound: ErrorKey,
  remove: () => Promise<{ numDeletedRows: bigint }>,
): Promise<void> {
  let deleted: bigint;
  try {
    deleted = (await remove()).numDeletedRows;
  } catch (error) {
    throw (error as { code?: string }).code === FOREIGN_KEY_VIOLATION
      ? new DomainError('COMMON.IN_USE')
      : error;
  }
  if (Number(deleted) !== new Set(ids).size) {
    throw new DomainError(notFound);
  }
}
