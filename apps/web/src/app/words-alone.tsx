import { type Locale, type PartialMessages, type WebMessages } from '@timber/i18n';
import { type ReactNode, StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { INTL_TAG } from '../shared/i18n/locale';

/** A screen alone in its language, with the parts of the dictionary it shows. */
export function WordsAlone({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: PartialMessages;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      {/* react-intl types its messages as every id; these parts have the ids the screen shows */}
      <IntlProvider locale={INTL_TAG[locale]} messages={messages as WebMessages} defaultLocale={INTL_TAG.en}>
        {children}
      </IntlProvider>
    </StrictMode>
  );
}
