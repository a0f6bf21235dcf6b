import { allPermissionKeys } from '@timber/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';
import { WEB_MESSAGE_LOADERS, type WebMessages } from './web-messages';

const ROOT = resolve(__dirname, '../../..');
/** Where the web app's code lives: the app itself and every library it may use. */
const SOURCE_DIRS = ['apps/web/src', 'libs'];
const SOURCE_FILE = /\.(ts|tsx)$/;
const SKIPPED = /(\.spec\.tsx?|\.d\.ts)$|\/node_modules\/|\/locales\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return name === 'node_modules' ? [] : sourceFiles(path);
    }
    const rel = relative(ROOT, path);
    return SOURCE_FILE.test(name) && !SKIPPED.test(`/${rel}`) ? [path] : [];
  });
}

/** Ids the code builds at run time: the menu titles of the permission tree (`route.${key}`). */
const dynamicIds = (): Set<string> => new Set(allPermissionKeys().map((key) => `route.${key}`));

/** The ICU arguments of a message: `{name}`, `{count, plural, ...}`. */
const argumentsOf = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();

describe('web dictionaries', () => {
  const dictionaries = {} as Record<Locale, WebMessages>;
  let code = '';

  beforeAll(async () => {
    for (const locale of LOCALES) {
      dictionaries[locale] = await WEB_MESSAGE_LOADERS[locale]();
    }
    code = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
  });

  it('has every id in every language, and nothing more', () => {
    const ids = Object.keys(dictionaries.en).sort();
    expect(ids.length).toBeGreaterThan(100);
    for (const locale of LOCALES) {
      expect(Object.keys(dictionaries[locale]).sort(), locale).toEqual(ids);
    }
  });

  it('uses every id somewhere in the code', () => {
    const dynamic = dynamicIds();
    const unused = Object.keys(dictionaries.en).filter(
      (id) => !dynamic.has(id) && !["'", '"', '`'].some((quote) => code.includes(`${quote}${id}${quote}`)),
    );
    expect(unused).toEqual([]);
  });

  it('names every route of the permission tree', () => {
    const missing = [...dynamicIds()].filter((id) => !(id in dictionaries.en));
    expect(missing).toEqual([]);
  });

  it('has messages that parse, with the same arguments in every language', () => {
    for (const [id, english] of Object.entries(dictionaries.en)) {
      for (const locale of LOCALES) {
        const message = dictionaries[locale][id as keyof WebMessages];
        expect(message.trim(), `${locale} ${id}`).not.toBe('');
        expect(() => new IntlMessageFormat(message, locale), `${locale} ${id}`).not.toThrow();
        expect(argumentsOf(message), `${locale} ${id}`).toEqual(argumentsOf(english));
      }
    }
  });

  it('is translated: the other languages differ from English except for names and units', () => {
    const SAME_EVERYWHERE = /^(language\.|unit\.m3$|table\.total$)/;
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const untranslated = Object.entries(dictionaries.en)
        .filter(
          ([id, english]) =>
            !SAME_EVERYWHERE.test(id) && dictionaries[locale][id as keyof WebMessages] === english,
        )
        .map(([id]) => id);
      expect(untranslated, locale).toEqual([]);
    }
  });

  it('formats plurals per language', () => {
    const format = (locale: Locale, count: number) =>
      String(
        new IntlMessageFormat(dictionaries[locale]['woodKind.deleteSelectedConfirm'], locale).format({
          count,
        }),
      );
    expect(format('en', 1)).toBe('Delete the selected wood type?');
    expect(format('en', 3)).toBe('Delete the 3 selected wood types?');
    expect(format('ru', 2)).toBe('Удалить 2 выбранные породы древесины?');
    expect(format('ru', 5)).toBe('Удалить 5 выбранных пород древесины?');
  });
});
