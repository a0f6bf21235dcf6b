import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { type ReactNode, type RefObject, useState } from 'react';
import { useIntl } from 'react-intl';
import { CardList } from './card-list';
import { draftFields } from './list-search';
import { Spinner } from './spinner';
import { useNextPageOnScroll } from './use-next-page-on-scroll';

/** What a paged card list reads of one page's query (an RTK Query hook's result). */
interface PageQuery<Card> {
  data?: { data: { total: number; records: readonly Card[] } };
  isLoading: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
}

/** The list's query hook: each page is its own cached query. */
type PageQueryHook<Request, Card> = (request: Request) => PageQuery<Card>;

interface PagedCardsOptions<Filters, Request, Card> {
  useQuery: PageQueryHook<Request, Card>;
  /** a page's request under the filters */
  requestOf: (filters: Filters, page: number) => Request;
  initial: Filters;
  /** whether cards remain after so many pages of a total */
  hasMore: (pages: number, total: number) => boolean;
}

/** A paged card list's pages, as PagedCardList shows them. */
export interface CardPages<Request, Card> {
  useQuery: PageQueryHook<Request, Card>;
  /** the request of a page under the searched filters */
  pageRequest: (page: number) => Request;
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
 * A card list's filters and pages (the image centre's lists): the filters being typed (`draft`,
 * `field` binding a filter field to it) and those searched (`applied`), the first page's total,
 * and one more page each time the end scrolls into view or "more" is pressed while the last page
 * is in. Searching the same filters again reads the first page again.
 */
export function usePagedCards<Filters, Request, Card>({
  useQuery,
  requestOf,
  initial,
  hasMore,
}: PagedCardsOptions<Filters, Request, Card>) {
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

  const paging: CardPages<Request, Card> = {
    useQuery,
    pageRequest: (page) => requestOf(applied, page),
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

interface CardPageProps<Request, Card> {
  useQuery: PageQueryHook<Request, Card>;
  request: Request;
  renderCard: (card: Card) => ReactNode;
}

/** One page of cards: its own cached query, refreshed when a card changes (the list's tag). */
function CardPage<Request, Card extends { id: string | number }>({
  useQuery,
  request,
  renderCard,
}: CardPageProps<Request, Card>) {
  const { data } = useQuery(request);
  return (
    <>
      {(data?.data.records ?? []).map((card) => (
        <div key={card.id} className="col-12 sm:col-6 md:col-4 xl:col-3">
          {renderCard(card)}
        </div>
      ))}
    </>
  );
}

interface PagedCardListProps<Request, Card> {
  paging: CardPages<Request, Card>;
  emptyId: WebMessageId;
  /** the "more" button's label */
  moreId: WebMessageId;
  testId: string;
  moreTestId?: string;
  renderCard: (card: Card) => ReactNode;
}

/** A card list page after page, in a grid, with the "more" row that also adds a page as it scrolls into view. */
export function PagedCardList<Request, Card extends { id: string | number }>({
  paging,
  emptyId,
  moreId,
  testId,
  moreTestId,
  renderCard,
}: PagedCardListProps<Request, Card>) {
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
        {Array.from({ length: paging.pages }, (_, index) => (
          <CardPage
            key={index + 1}
            useQuery={paging.useQuery}
            request={paging.pageRequest(index + 1)}
            renderCard={renderCard}
          />
        ))}
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
