import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** What a screen or table shows when there is nothing to show. */
export function EmptyState({ children }: { children?: ReactNode }) {
  return (
    <div className="empty-state flex flex-column align-items-center gap-2 p-5 text-color-secondary">
      <i className="pi pi-inbox text-4xl" aria-hidden />
      <span>{children ?? <FormattedMessage id="common.noData" />}</span>
    </div>
  );
}
