import { type Locale, type PartialMessages } from '@timber/i18n';
import { PrimeReactProvider } from 'primereact/api';
import { type ReactNode } from 'react';
import { type Root } from 'react-dom/client';
import { Notifications } from '../shared/ui/notifications';
import { primeReactValue } from '../shared/ui/prime-config';
import { WordsAlone } from './words-alone';

/**
 * A screen shown alone on a fresh page (issue 22, a lighter first load): React, PrimeReact and
 * the parts of the dictionary it shows, without the store, the router or the generated client.
 * The login page's first screen (mount-login.tsx); the public share page needs no PrimeReact and
 * mounts with WordsAlone only (mount-share.tsx).
 */
export function mountAlone(root: Root, locale: Locale, messages: PartialMessages, screen: ReactNode): void {
  root.render(
    <WordsAlone locale={locale} messages={messages}>
      <PrimeReactProvider value={primeReactValue(locale)}>
        {screen}
        <Notifications />
      </PrimeReactProvider>
    </WordsAlone>,
  );
}
