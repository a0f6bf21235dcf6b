import 'primeflex/primeflex.css';
import 'primeicons/primeicons.css';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import './styles/app.css';
import './styles/theme-variables.css';

import { loadMessageParts, type Locale } from '@timber/i18n';
import { createRoot, type Root } from 'react-dom/client';
import { afterLoginPath } from './app/access';
import { storeDefaultPassword } from './shared/auth/default-password';
import { getToken } from './shared/auth/token';
import { applyLanguage } from './shared/i18n/apply-language';
import { currentLocale, queryLocale } from './shared/i18n/locale';
import { readSettings, SETTINGS_KEY } from './shared/settings/stored-settings';
import { applyThemeColor } from './shared/theme/theme-color';

/**
 * The app (store, router, every screen) with the dictionary's parts its shell shows; the rest of
 * the dictionary loads once the app has shown (app.tsx, libs/i18n/src/catalogue-parts.ts).
 */
const loadApp = (locale: Locale) =>
  Promise.all([import('./app/mount-app'), loadMessageParts(locale, ['first-screen', 'shell'])] as const);

const restOf = (locale: Locale) => () => loadMessageParts(locale, ['share', 'rest']);

/**
 * /login opened without a session shows the login screen alone (app/mount-login.tsx): its first
 * load carries no store, router or generated client and only the first-screen part of the
 * dictionary (issue 22). Signing in loads the app into the same page, at the page the login was
 * sent from; the app's code is fetched once the screen has loaded, so signing in rarely waits.
 */
async function showLogin(root: Root, locale: Locale): Promise<void> {
  const [{ mountLogin }, messages] = await Promise.all([
    import('./app/mount-login'),
    loadMessageParts(locale, ['first-screen']),
  ]);
  applyLanguage(locale, messages);
  mountLogin(root, locale, messages, async (session) => {
    storeDefaultPassword(session.defaultPassword);
    const redirect = new URLSearchParams(window.location.search).get('redirect');
    const [{ mountApp }, shell] = await loadApp(locale);
    applyLanguage(locale, shell);
    window.history.replaceState(null, '', afterLoginPath(redirect, session.defaultPassword));
    mountApp(root, locale, shell, restOf(locale));
  });
  const prefetch = () => setTimeout(() => void loadApp(locale), 0);
  if (document.readyState === 'complete') {
    prefetch();
  } else {
    window.addEventListener('load', prefetch, { once: true });
  }
}

async function start(): Promise<void> {
  const element = document.getElementById('root');
  if (!element) {
    return;
  }
  const locale = queryLocale(window.location.search) ?? currentLocale();
  applyThemeColor(readSettings(localStorage.getItem(SETTINGS_KEY)).themeColor);
  const root = createRoot(element);
  if (window.location.pathname === '/login' && getToken() === undefined) {
    await showLogin(root, locale);
    return;
  }
  const [{ mountApp }, messages] = await loadApp(locale);
  applyLanguage(locale, messages);
  mountApp(root, locale, messages, restOf(locale));
}

void start();
