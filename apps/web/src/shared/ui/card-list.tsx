import { type WebMessageId } from '@timber/i18n';
import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from './empty-state';

interface CardListProps {
  /** what stands instead of the cards when the list could not be read; nothing when it was */
  error?: ReactNode;
  /** the list (its first page) is loading */
  loading: boolean;
  /** shown while it loads: the screen's own spinner (the share page's has no PrimeReact) */
  loader: ReactNode;
  /** the list has no card */
  empty: boolean;
  /** what the empty state says */
  emptyId: WebMessageId;
  /** the cards' container: a grid, or a column */
  className?: string;
  testId?: string;
  /** the cards */
  children: ReactNode;
}

/**
 * A list shown as cards (the image centre's photos and device pictures, the phone bench page's
 * orders, the share page's pictures): the error, the loading spinner or the empty state in place
 * of the cards, else the cards in their container. Imports no PrimeReact, so the public share page
 * can use it; a paged list adds its "more" row below (paged-card-list.tsx).
 */
export function CardList({
  error,
  loading,
  loader,
  empty,
  emptyId,
  className,
  testId,
  children,
}: CardListProps) {
  if (error) {
    return error;
  }
  if (loading) {
    return loader;
  }
  if (empty) {
    return (
      <EmptyState>
        <FormattedMessage id={emptyId} />
      </EmptyState>
    );
  }
  return (
    <div className={className} data-testid={testId}>
      {children}
    </div>
  );
}
