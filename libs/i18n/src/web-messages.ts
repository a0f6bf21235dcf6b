// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the type of `?part=` imports travels with this file into every program that compiles it
/// <reference path="./catalogue-parts-json.d.ts" />
import { type CataloguePart } from './catalogue-parts';
import { type Locale } from './locales';

/** The ids of the web dictionaries (English is the reference). */
export type WebMessageId = keyof typeof import('./locales/web/en.json');

/** A language's dictionary of the web app: message id → ICU message; a missing id does not compile. */
export type WebMessages = Record<WebMessageId, string>;

/**
 * The web app's whole dictionaries (spec §1), one per language; the app itself loads them in parts
 * (loadMessageParts). Every language has every id, and every id is used (web-messages.spec.ts).
 */
export const WEB_MESSAGE_LOADERS: Readonly<Record<Locale, () => Promise<WebMessages>>> = {
  zh: () => import('./locales/web/zh.json').then((module) => module.default),
  en: () => import('./locales/web/en.json').then((module) => module.default),
  es: () => import('./locales/web/es.json').then((module) => module.default),
  ja: () => import('./locales/web/ja.json').then((module) => module.default),
  ru: () => import('./locales/web/ru.json').then((module) => module.default),
};

export const loadWebMessages = (locale: Locale): Promise<WebMessages> => WEB_MESSAGE_LOADERS[locale]();

/** A part of a dictionary (catalogue-parts.ts): the ids of that part only. */
export type PartialMessages = Partial<WebMessages>;

/**
 * The parts of each language's dictionary, one chunk each. The built app's chunks hold only their
 * part; in development and tests the whole dictionary answers.
 */
const PART_LOADERS: Readonly<
  Record<Locale, Readonly<Record<CataloguePart, () => Promise<{ default: PartialMessages }>>>>
> = {
  zh: {
    'first-screen': () => import('./locales/web/zh.json?part=first-screen'),
    shell: () => import('./locales/web/zh.json?part=shell'),
    share: () => import('./locales/web/zh.json?part=share'),
    rest: () => import('./locales/web/zh.json?part=rest'),
  },
  en: {
    'first-screen': () => import('./locales/web/en.json?part=first-screen'),
    shell: () => import('./locales/web/en.json?part=shell'),
    share: () => import('./locales/web/en.json?part=share'),
    rest: () => import('./locales/web/en.json?part=rest'),
  },
  es: {
    'first-screen': () => import('./locales/web/es.json?part=first-screen'),
    shell: () => import('./locales/web/es.json?part=shell'),
    share: () => import('./locales/web/es.json?part=share'),
    rest: () => import('./locales/web/es.json?part=rest'),
  },
  ja: {
    'first-screen': () => import('./locales/web/ja.json?part=first-screen'),
    shell: () => import('./locales/web/ja.json?part=shell'),
    share: () => import('./locales/web/ja.json?part=share'),
    rest: () => import('./locales/web/ja.json?part=rest'),
  },
  ru: {
    'first-screen': () => import('./locales/web/ru.json?part=first-screen'),
    shell: () => import('./locales/web/ru.json?part=shell'),
    share: () => import('./locales/web/ru.json?part=share'),
    rest: () => import('./locales/web/ru.json?part=rest'),
  },
};

/** Parts of a language's dictionary, loaded side by side, as one. */
export async function loadMessageParts(
  locale: Locale,
  parts: readonly CataloguePart[],
): Promise<PartialMessages> {
  const loaded = await Promise.all(parts.map((part) => PART_LOADERS[locale][part]()));
  return Object.assign({}, ...loaded.map((module) => module.default)) as PartialMessages;
}
