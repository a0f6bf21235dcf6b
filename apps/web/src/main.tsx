import 'primeflex/primeflex.css';
import 'primeicons/primeicons.css';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import './styles/app.css';

import { loadWebMessages } from '@timber/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initIntl } from './shared/i18n/intl';
import { currentLocale, INTL_TAG, queryLocale } from './shared/i18n/locale';
import { applyPrimeLocale } from './shared/i18n/prime-locale';
import { createStore } from './store/store';

async function start(): Promise<void> {
  const locale = queryLocale(window.location.search) ?? currentLocale();
  const messages = await loadWebMessages(locale);
  const intl = initIntl(locale, messages);
  applyPrimeLocale(locale, intl);
  document.documentElement.lang = INTL_TAG[locale];
  document.title = intl.formatMessage({ id: 'app.title' });
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App store={createStore()} locale={locale} messages={messages} />
      </StrictMode>,
    );
  }
}

void start();
