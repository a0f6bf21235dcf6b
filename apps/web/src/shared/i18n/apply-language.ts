import { type Locale, type PartialMessages } from '@timber/i18n';
import { applyDocumentLanguage } from './document-language';
import { applyPrimeLocale } from './prime-locale';

/** A page's language for PrimeReact, the document and code outside React (main.tsx). */
export function applyLanguage(locale: Locale, messages: PartialMessages): void {
  applyPrimeLocale(locale, applyDocumentLanguage(locale, messages));
}
