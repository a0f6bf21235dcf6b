import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { hasMoreImages } from './image-list-rules';

interface CardPagesProps {
  /** the first page is loading */
  loading: boolean;
  total: number;
  pages: number;
  emptyId: WebMessageId;
  testId: string;
  /** one page of cards (its own cached query) */
  renderPage: (page: number) => ReactNode;
  /** the last page is loading */
  loadingMore: boolean;
  onMore: () => void;
  sentinel: RefObject<HTMLDivElement | null>;
  moreTestId?: string;
}

/** The image lists' cards, page after page, with their loading and empty states and the "more" sentinel. */
export function CardPages({
  loading,
  total,
  pages,
  emptyId,
  testId,
  renderPage,
  loadingMore,
  onMore,
  sentinel,
  moreTestId,
}: CardPagesProps) {
  const intl = useIntl();
  return (
    <>
      {loading ? (
        <div className="flex justify-content-center p-4">
          <Spinner size="3rem" />
        </div>
      ) : total === 0 ? (
        <EmptyState>
          <FormattedMessage id={emptyId} />
        </EmptyState>
      ) : (
        <div className="grid" data-testid={testId}>
          {Array.from({ length: pages }, (_, index) => renderPage(index + 1))}
        </div>
      )}
      {hasMoreImages(pages, total) && (
        <div ref={sentinel} className="flex justify-content-center p-3" data-testid={moreTestId}>
          <Button
            text
            loading={loadingMore}
            label={intl.formatMessage({ id: 'counting.images.more' })}
            onClick={onMore}
          />
        </div>
      )}
    </>
  );
}
