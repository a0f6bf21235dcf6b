import 'primeicons/primeicons.css';
import './styles/share-page.css';
import './styles/theme-variables.css';

import { loadMessageParts } from '@timber/i18n';
import { createRoot } from 'react-dom/client';
import { primePost } from './api/use-post-envelope';
import { mountShare } from './app/mount-share';
import {
  SHARE_ORDERS_URL,
  SHARE_PAGE_PARTS,
  shareOrdersBody,
  shareTokenOf,
} from './features/share-order/share-call';
import { applyDocumentLanguage } from './shared/i18n/document-language';
import { currentLocale, queryLocale } from './shared/i18n/locale';
import { readSettings, SETTINGS_KEY } from './shared/settings/stored-settings';
import { applyThemeColor } from './shared/theme/theme-color';

/**
 * The public share page, /shareOrder (share.html; the web servers answer that path with it), as a
 * customer opens its link on a phone (spec §2 Shared order page, issue 16): its own entry, so the
 * first load carries the page's code and styles only (no store, router, app, PrimeReact or its
 * theme) and all of it is asked for at once from the HTML. The orders are asked for by the HTML's
 * inline script (share-head.ts) before any of this loads; primePost hands its answer to the screen.
 */
async function start(): Promise<void> {
  const element = document.getElementById('root');
  if (!element) {
    return;
  }
  const token = shareTokenOf(new URLSearchParams(window.location.search));
  if (token) {
    primePost(SHARE_ORDERS_URL, shareOrdersBody(token), window.timberSharedOrders);
  }
  const locale = queryLocale(window.location.search) ?? currentLocale();
  applyThemeColor(readSettings(localStorage.getItem(SETTINGS_KEY)).themeColor);
  const messages = await loadMessageParts(locale, SHARE_PAGE_PARTS);
  applyDocumentLanguage(locale, messages);
  mountShare(createRoot(element), locale, messages);
}

void start();
