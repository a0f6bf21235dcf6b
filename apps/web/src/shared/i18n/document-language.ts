import { type Locale, type PartialMessages } from '@timber/i18n';
import { type IntlShape } from 'react-intl';
import { initIntl } from './intl';
import { INTL_TAG } from './locale';

/** A page's language for code outside React and for the document (its lang and title). */
export function applyDocumentLanguage(locale: Locale, messages: PartialMessages): IntlShape {
  const intl = initIntl(locale, messages);
  document.documentElement.lang = INTL_TAG[locale];
  document.title = intl.formatMessage({ id: 'app.title' });
  return intl;
}
