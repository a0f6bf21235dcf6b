import { FormattedMessage } from 'react-intl';
import { SHARE_PROBLEM_MESSAGES, type ShareProblem } from './share-order-rules';

/** What the share page says instead of what it cannot show (share-order.css). */
export function Problem({ problem }: { problem: ShareProblem }) {
  return (
    <div
      role="status"
      className={`share-order__problem share-order__problem--${problem === 'noOrder' ? 'info' : 'warn'}`}
      data-testid={`share-problem-${problem}`}
    >
      <FormattedMessage id={SHARE_PROBLEM_MESSAGES[problem]} />
    </div>
  );
}
