import type { CataloguePart } from '@timber/i18n';

/** The parts of the dictionary the share page shows (libs/i18n/src/catalogue-parts.ts). */
export const SHARE_PAGE_PARTS: readonly CataloguePart[] = ['first-screen', 'shell', 'share'];

/** The share page's call for its orders (spec §7 /order/business). */
export const SHARE_ORDERS_URL = '/api/order/business';

/** §9: share requests ask for everything at once. */
const SHARE_PAGE_SIZE = 10_000;

/** The body of that call for a link's token. No imports but types: share.html's inline script starts the call (share-prime.ts). */
export const shareOrdersBody = (token: string) => ({ token, page: 1, pageSize: SHARE_PAGE_SIZE });

/** The token of the page's query, trimmed; null without one (spec §8: the no-order message). */
export const shareTokenOf = (params: URLSearchParams): string | null => params.get('token')?.trim() || null;
