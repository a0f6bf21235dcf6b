import { parse } from '@formatjs/icu-messageformat-parser';
// The Vite configuration imports this file, and esbuild bundles it before the workspace's path
// aliases apply, so the library's file is reached by its path (it imports nothing).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { cataloguePart, type CataloguePart } from '../../../../../libs/i18n/src/catalogue-parts';

/**
 * The built app's catalogues are parsed at build time (vite.config.mts): each ICU message becomes
 * the syntax tree react-intl formats, so the browser needs no message parser (the build points
 * `@formatjs/icu-messageformat-parser` at its `no-parser` entry) and parses nothing at start-up.
 * Development and tests keep the plain strings.
 */
export const WEB_CATALOGUE = /libs\/i18n\/src\/locales\/web\/[a-z]+\.json(\?part=[a-z-]+)?$/;

/** A part of a catalogue (libs/i18n/src/catalogue-parts.ts): `<language>.json?part=<part>`. */
export const CATALOGUE_PART =
  /libs\/i18n\/src\/locales\/web\/[a-z]+\.json\?part=(first-screen|shell|share|rest)$/;

/** A part's module id and its catalogue's JSON text → that part, as JSON text. */
export function catalogueOfPart(id: string, json: string): string {
  const part = CATALOGUE_PART.exec(id)?.[1] as CataloguePart;
  return JSON.stringify(cataloguePart(JSON.parse(json) as Record<string, string>, part));
}

/** A catalogue's JSON text → the same catalogue with every message parsed, as JSON text. */
export function compileCatalogue(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]));
  return JSON.stringify(compiled);
}

/** The parser's entry the built app uses instead: formats trees, throws on a plain string. */
export const NO_PARSER = '@formatjs/icu-messageformat-parser/lib/no-parser.js';
