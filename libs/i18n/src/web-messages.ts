import { type Locale } from './locales';

/** The ids of the web dictionaries (English is the reference). */
export type WebMessageId = keyof typeof import('./locales/web/en.json');

/** A language's dictionary of the web app: message id → ICU message; a missing id does not compile. */
export type WebMessages = Record<WebMessageId, string>;

/**
 * The web app's dictionaries (spec §1), one chunk per language so the browser loads only the
 * one it shows. Every language has every id, and every id is used (web-messages.spec.ts).
 */
export const WEB_MESSAGE_LOADERS: Readonly<Record<Locale, () => Promise<WebMessages>>> = {
  zh: () => import('./locales/web/zh.json').then((module) => module.default),
  en: () => import('./locales/web/en.json').then((module) => module.default),
  es: () => import('./locales/web/es.json').then((module) => module.default),
  ja: () => import('./locales/web/ja.json').then((module) => module.default),
  ru: () => import('./locales/web/ru.json').then((module) => module.default),
};

export const loadWebMessages = (locale: Locale): Promise<WebMessages> => WEB_MESSAGE_LOADERS[locale]();
