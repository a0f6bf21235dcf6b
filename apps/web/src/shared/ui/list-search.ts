import { useState } from 'react';
import { t } from '../i18n/intl';
import { FIRST_PAGE, type Paging } from './data-table-view';
import { notify } from './notify';

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

/**
 * A filter bar's fields bound to its draft: `field('spu')` is the field's value and its change,
 * which makes a new draft (`<TextFilter … {...field('spu')} />`).
 */
export function draftFields<Filters>(draft: Filters, setDraft: (filters: Filters) => void) {
  return <K extends keyof Filters>(key: K) => ({
    value: draft[key],
    onChange: (value: Filters[K]) => setDraft({ ...draft, [key]: value }),
  });
}

/**
 * A filtered, paged list's state: the filters being edited (`draft`), those the list shows
 * (`applied`), its paging, and the request they make (`args`, for the list's query); `field` binds
 * a filter field to the draft (draftFields). `bar(refetch)` gives the FilterBar its search (the
 * draft, from the first page) and reset (the initial filters, made anew when `initial` is a
 * function, e.g. today), each followed by `searched` when given (e.g. clearing a selection).
 */
export function useListFilters<Filters, Request>(
  initial: Filters | (() => Filters),
  request: (filters: Filters, paging: Paging) => Request,
  firstPage: Paging = FIRST_PAGE,
) {
  const fresh = (): Filters => (typeof initial === 'function' ? (initial as () => Filters)() : initial);
  const [draft, setDraft] = useState<Filters>(fresh);
  const [applied, setApplied] = useState<Filters>(draft);
  const [paging, setPaging] = useState<Paging>(firstPage);
  const search = (filters: Filters, refetch: () => unknown) => {
    setPaging(searchFirstPage(filters, { applied, paging }, request, refetch));
    setApplied(filters);
  };
  return {
    draft,
    setDraft,
    field: draftFields(draft, setDraft),
    applied,
    paging,
    setPaging,
    args: request(applied, paging),
    search,
    bar: (refetch: () => unknown, searched?: () => void) => ({
      onSearch: () => {
        search(draft, refetch);
        searched?.();
      },
      onReset: () => {
        const filters = fresh();
        setDraft(filters);
        search(filters, refetch);
        searched?.();
      },
    }),
  };
}

/** The request of a list whose filters and paging are sent as they are. */
export const sameRequest = <Filters>(filters: Filters, paging: Paging) => ({ filters, paging });

/** The table's props of a list query's answer: its rows, total and loading state. */
export function pageProps<Row>(query: {
  data?: { data: { records: readonly unknown[]; total: number } };
  isFetching: boolean;
}): { rows: Row[]; total: number; loading: boolean } {
  return {
    rows: (query.data?.data.records ?? []) as Row[],
    total: query.data?.data.total ?? 0,
    loading: query.isFetching,
  };
}

/**
 * After a row of the page was deleted: the page before when it was the page's last row (not on
 * the first page), and the success message.
 */
export function afterRowDeleted(
  rowsOnPage: number,
  paging: Paging,
  setPaging: (paging: Paging) => void,
): void {
  if (rowsOnPage === 1 && paging.page > 1) {
    setPaging({ ...paging, page: paging.page - 1 });
  }
  notify.success(t('common.deleteSuccess'));
}
