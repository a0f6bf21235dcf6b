import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { type ReactNode, type RefObject, useState } from 'react';
import { useIntl } from 'react-intl';
import { CardList } from './card-list';
import { draftFields } from './list-search';
import { Spinner } from './spinner';
import { useNextPageOnScroll } from './use-next-page-on-scroll';

/** What a paged card list reads of one page's query (an RTK Query hook's result). */
interface PageQuery {
  data?: { data: { total: number } };
  isLoading: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
}

interface PagedCardsOptions<Filters, Request> {
  /** the list's query hook: each page is its own cached query */
  useQuery: (request: Request) => PageQuery;
  /** a page's request under the filters */
  requestOf: (filters: Filters, page: number) => Request;
  initial: Filters;
  /** whether cards remain after so many pages of a total */
  hasMore: (pages: number, total: number) => boolean;
}

/** The state of a paged card list, as PagedCardList shows it. */
export interface CardPaging {
  /** the first page is loading */
  loading: boolean;
  total: number;
  /** how many pages are shown */
  pages: number;
  hasMore: boolean;
  /** the last page is loading */
  loadingMore: boolean;
  onMore: () => void;
  sentinel: RefObject<HTMLDivElement | null>;
}

/**
 * A card list's filters and pages (the image centre's lists): the filters being typed (`draft`)
 * and those searched (`applied`), the first page's total, and one more page each time the end
 * scrolls into view or "more" is pressed while the last page is in. Searching the same filters
 * again reads the first page again.
 */
export function usePagedCards<Filters, Request>({
  useQuery,
  requestOf,
  initial,
  hasMore,
}: PagedCardsOptions<Filters, Request>) {
  const [draft, setDraft] = useState<Filters>(initial);
  const [applied, setApplied] = useState<Filters>(initial);
  const [pages, setPages] = useState(1);
  const first = useQuery(requestOf(applied, 1));
  const last = useQuery(requestOf(applied, pages));
  const total = first.data?.data.total ?? 0;
  const more = hasMore(pages, total) && !last.isFetching && last.isSuccess;
  const sentinel = useNextPageOnScroll(more, pages, setPages);

  const search = (filters: Filters) => {
    const unchanged = JSON.stringify(requestOf(filters, 1)) === JSON.stringify(requestOf(applied, 1));
    setApplied(filters);
    setPages(1);
    if (unchanged) {
      void first.refetch();
    }
  };

  const paging: CardPaging = {
    loading: first.isLoading,
    total,
    pages,
    hasMore: hasMore(pages, total),
    loadingMore: last.isFetching,
    onMore: () => more && setPages(pages + 1),
    sentinel,
  };
  return { draft, setDraft, field: draftFields(draft, setDraft), applied, search, paging };
}

interface PagedCardListProps {
  paging: CardPaging;
  emptyId: WebMessageId;
  /** the "more" button's label */
  moreId: WebMessageId;
  testId: string;
  moreTestId?: string;
  /** one page of cards (its own cached query) */
  renderPage: (page: number) => ReactNode;
}

/** A card list page after page, in a grid, with the "more" row that also adds a page as it scrolls into view. */
export function PagedCardList({
  paging,
  emptyId,
  moreId,
  testId,
  moreTestId,
  renderPage,
}: PagedCardListProps) {
  const intl = useIntl();
  return (
    <>
      <CardList
        loading={paging.loading}
        loader={
          <div className="flex justify-content-center p-4">
            <Spinner size="3rem" />
          </div>
        }
        empty={paging.total === 0}
        emptyId={emptyId}
        className="grid"
        testId={testId}
      >
        {Array.from({ length: paging.pages }, (_, index) => renderPage(index + 1))}
      </CardList>
      {paging.hasMore && (
        <div ref={paging.sentinel} className="flex justify-content-center p-3" data-testid={moreTestId}>
          <Button
            text
            loading={paging.loadingMore}
            label={intl.formatMessage({ id: moreId })}
            onClick={paging.onMore}
          />
        </div>
      )}
    </>
  );
}
