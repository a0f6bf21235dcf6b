import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * The built app's catalogues are parsed at build time (vite.config.mts): each ICU message becomes
 * the syntax tree react-intl formats, so the browser needs no message parser (the build points
 * `@formatjs/icu-messageformat-parser` at its `no-parser` entry) and parses nothing at start-up.
 * Development and tests keep the plain strings.
 */
export const WEB_CATALOGUE = /libs\/i18n\/src\/locales\/web\/[a-z]+\.json$/;

/** A catalogue's JSON text → the same catalogue with every message parsed, as JSON text. */
export function compileCatalogue(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]));
  return JSON.stringify(compiled);
}

/** The parser's entry the built app uses instead: formats trees, throws on a plain string. */
export const NO_PARSER = '@formatjs/icu-messageformat-parser/lib/no-parser.js';
