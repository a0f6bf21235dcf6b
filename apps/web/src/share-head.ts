import { askForSharedOrders, preloadModules, wordsOf } from './features/share-order/share-prime';

/** Each language's files of the share page's words, written in by the build (vite.config.mts). */
declare const SHARE_PAGE_WORDS: Readonly<Record<string, readonly string[]>>;

/*
 * share.html's inline script, built into the page's head by vite.config.mts (sharePage): the link's
 * orders are asked for, and the words of its language loaded, while the page's code loads;
 * share-main.tsx takes the answer.
 */
window.timberSharedOrders = askForSharedOrders(window.location.search);
preloadModules(wordsOf(SHARE_PAGE_WORDS, window.location.search));
