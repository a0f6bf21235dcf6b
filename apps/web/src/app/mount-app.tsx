import { type Locale, type PartialMessages } from '@timber/i18n';
import { StrictMode } from 'react';
import { type Root } from 'react-dom/client';
import { createStore } from '../store/store';
import { App } from './app';

/**
 * Shows the whole app (store, router, every screen) in the page's root, with the dictionary's
 * parts the shell shows; `rest` loads the others (app.tsx).
 */
export function mountApp(
  root: Root,
  locale: Locale,
  messages: PartialMessages,
  rest: () => Promise<PartialMessages>,
): void {
  root.render(
    <StrictMode>
      <App store={createStore()} locale={locale} messages={messages} rest={rest} />
    </StrictMode>,
  );
}
