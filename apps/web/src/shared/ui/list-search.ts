import { type Paging } from './data-table-view';

/**
 * A list's Search: the paging of its first page for the new filters. When the request would be
 * the one already shown, the cached page would be kept, so the list asks the server again
 * (`refetch`): rows change under a list (device sheets arrive, stock moves, others edit).
 */
export function searchFirstPage<Filters>(
  next: Filters,
  shown: { applied: Filters; paging: Paging },
  request: (filters: Filters, paging: Paging) => unknown,
  refetch: () => unknown,
): Paging {
  const first = { ...shown.paging, page: 1 };
  if (JSON.stringify(request(next, first)) === JSON.stringify(request(shown.applied, shown.paging))) {
    void refetch();
  }
  return first;
}

/** The request of a list whose filters and paging are sent as they are. */
export const sameRequest = <Filters>(filters: Filters, paging: Paging) => ({ filters, paging });
