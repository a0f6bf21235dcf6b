import { isLocale, type Locale, resolveLocale } from '@timber/i18n';
import Cookies from 'js-cookie';

/** The cookie holding the chosen language (spec §1). */
export const LANGUAGE_COOKIE = 'language';

/** The stored language, else the browser language among the product's, else English. */
export function currentLocale(): Locale {
  const stored = Cookies.get(LANGUAGE_COOKIE);
  if (isLocale(stored)) {
    return stored;
  }
  const browser =
    typeof navigator === 'undefined' ? '' : [...navigator.languages, navigator.language].join(',');
  return resolveLocale(browser);
}

/**
 * The language a link asks for (`?lang=`, e.g. the share page's), when it is one of the product's;
 * it is used for that page without being stored.
 */
export function queryLocale(search: string): Locale | undefined {
  const lang = new URLSearchParams(search).get('lang');
  return isLocale(lang) ? lang : undefined;
}

export function storeLocale(locale: Locale): void {
  Cookies.set(LANGUAGE_COOKIE, locale, { expires: 365, sameSite: 'Lax' });
}

/** The tag the browser's Intl APIs use for a product language. */
export const INTL_TAG: Readonly<Record<Locale, string>> = {
  zh: 'zh-CN',
  en: 'en-GB',
  es: 'es-ES',
  ja: 'ja-JP',
  ru: 'ru-RU',
};
