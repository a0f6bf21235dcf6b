import { type Locale, type PartialMessages, type WebMessageId, type WebMessages } from '@timber/i18n';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { INTL_TAG } from './locale';

const cache = createIntlCache();
let current: IntlShape = createIntl({ locale: INTL_TAG.en }, cache);
let currentLocale: Locale = 'en';

/**
 * Sets the language used by code outside React (the API layer's error messages): the whole
 * dictionary, or the parts loaded so far (the login page's first screen, the signed-in shell).
 */
export function initIntl(locale: Locale, messages: PartialMessages): IntlShape {
  currentLocale = locale;
  // react-intl types its messages as every id; a part has only its own ids
  current = createIntl(
    { locale: INTL_TAG[locale], messages: messages as WebMessages, defaultLocale: INTL_TAG.en },
    cache,
  );
  return current;
}

export const getIntl = (): IntlShape => current;
export const getLocale = (): Locale => currentLocale;

/** A translated message for code outside React. */
export const t = (id: WebMessageId, values?: Record<string, string | number>): string =>
  current.formatMessage({ id }, values);
