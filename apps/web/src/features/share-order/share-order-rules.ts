import { ERROR_CODES } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';

/** What the public share page shows instead of the orders. */
export type ShareProblem = 'noOrder' | 'invalid' | 'expired' | 'revoked' | 'failed';

export const SHARE_PROBLEM_MESSAGES: Readonly<Record<ShareProblem, WebMessageId>> = {
  noOrder: 'shareOrder.noOrder',
  invalid: 'shareOrder.invalid',
  expired: 'shareOrder.expired',
  revoked: 'shareOrder.revoked',
  failed: 'shareOrder.failed',
};

export { shareTokenOf } from './share-call';

/**
 * Why the share page shows no order: the link's refusal (402611 altered or not the company's,
 * 402612 expired, 402613 revoked), an answer with no order, or another failure.
 */
export function shareProblemOf(error: unknown, orders: number | undefined): ShareProblem | null {
  if (error !== undefined) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    switch (code) {
      case ERROR_CODES['SHARE.INVALID'].code:
        return 'invalid';
      case ERROR_CODES['SHARE.EXPIRED'].code:
        return 'expired';
      case ERROR_CODES['SHARE.REVOKED'].code:
        return 'revoked';
      default:
        return 'failed';
    }
  }
  return orders === 0 ? 'noOrder' : null;
}

/** A picture the public page can show as it is: an address of the web (a device's picture). */
export const isPublicPicture = (url: string): boolean => /^(https?:)?\/\//.test(url) || url.startsWith('/');
