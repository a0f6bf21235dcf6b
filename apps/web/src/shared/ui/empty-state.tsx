import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './empty-state.css';

/** What a screen or table shows when there is nothing to show. */
export function EmptyState({ children }: { children?: ReactNode }) {
  return (
    <div className="empty-state">
      <i className="empty-state__icon pi pi-inbox" aria-hidden />
      <span>{children ?? <FormattedMessage id="common.noData" />}</span>
    </div>
  );
}
