import { REQUEST_TIMEOUT_MS, timezoneOffsetHours } from '../../api/request-basics';
import { SHARE_ORDERS_URL, shareOrdersBody, shareTokenOf } from './share-call';

declare global {
  interface Window {
    /** The link's orders, asked for by share.html's inline script (share-head.ts); read by share-main.tsx. */
    timberSharedOrders?: Promise<Response>;
  }
}

/**
 * Asks for a share link's orders as the page's HTML arrives, before any of its code has loaded
 * (issue 16: the share page's first screen on a phone). Runs in share.html's inline script, so it
 * imports nothing that would bring more than a few lines: the public call carries the link's
 * language and the time zone, no login. Nothing is asked without a token (the no-order message).
 */
export function askForSharedOrders(search: string): Promise<Response> | undefined {
  const query = new URLSearchParams(search);
  const token = shareTokenOf(query);
  if (token === null) {
    return undefined;
  }
  const lang = query.get('lang');
  const answer = fetch(SHARE_ORDERS_URL, {
    method: 'POST',
    headers: {
      ...(lang ? { lang } : {}),
      'timezone-offset': String(timezoneOffsetHours()),
      'content-type': 'application/json',
    },
    body: JSON.stringify(shareOrdersBody(token)),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  answer.catch(() => undefined); // its failure is read, and shown, by the page
  return answer;
}

/**
 * Starts loading modules the page will import once its code has run (the dictionary's parts for
 * the link's language, their built addresses given by vite.config.mts), so they arrive with it.
 */
export function preloadModules(files: readonly string[]): void {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.appendChild(link);
  }
}

/** The built files of each language's share page words (vite.config.mts); none in development. */
export function wordsOf(
  files: Readonly<Record<string, readonly string[]>>,
  search: string,
): readonly string[] {
  const lang = new URLSearchParams(search).get('lang');
  return lang !== null && Object.hasOwn(files, lang) ? (files[lang] ?? []) : [];
}
