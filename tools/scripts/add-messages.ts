/**
 * Adds messages to the five locale files at once and keeps them sorted:
 *
 *   npm run --silent messages -- web fragment.json
 *   npm run --silent messages -- server fragment.json
 *
 * The fragment is `{ "en": { "id": "text" }, "zh": {...}, "es": {...}, "ja": {...}, "ru": {...} }`
 * with the same ids in every locale. An id already present is replaced in place; new ids keep a
 * sorted file sorted and go to the end of one kept in its own order. Safe to run from two shells
 * at once: the read-merge-write holds an exclusive lock file.
 */
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LOCALES = ['zh', 'en', 'es', 'ja', 'ru'] as const;
type Catalogue = Record<string, string>;

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: npm run --silent messages -- web|server fragment.json\n`);
  process.exit(2);
}

function checkFragment(fragment: unknown): Record<(typeof LOCALES)[number], Catalogue> {
  if (typeof fragment !== 'object' || fragment === null) {
    usage('the fragment is not a JSON object');
  }
  const byLocale = fragment as Record<string, unknown>;
  const ids = (locale: string) => Object.keys((byLocale[locale] ?? {}) as Catalogue).sort();
  const expected = ids('en').join('\n');
  for (const locale of LOCALES) {
    const catalogue = byLocale[locale];
    if (typeof catalogue !== 'object' || catalogue === null) {
      usage(`the fragment has no "${locale}" messages`);
    }
    if (ids(locale).join('\n') !== expected) {
      usage(`"${locale}" does not have the same ids as "en"`);
    }
    for (const [id, text] of Object.entries(catalogue as Record<string, unknown>)) {
      if (typeof text !== 'string' || text.trim() === '') {
        usage(`"${locale}.${id}" is not a non-empty text`);
      }
    }
  }
  return byLocale as Record<(typeof LOCALES)[number], Catalogue>;
}

function withLock(path: string, work: () => void): void {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      closeSync(openSync(path, 'wx'));
      break;
    } catch {
      if (Date.now() > deadline) {
        usage(`could not take ${path} within 30 s (remove it if no other run is alive)`);
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    work();
  } finally {
    rmSync(path, { force: true });
  }
}

const [scope, fragmentPath] = process.argv.slice(2);
if ((scope !== 'web' && scope !== 'server') || !fragmentPath) {
  usage('give the scope and the fragment file');
}
const fragment = checkFragment(JSON.parse(readFileSync(resolve(fragmentPath), 'utf8')));
const folder = join(__dirname, '../../libs/i18n/src/locales', scope);

withLock(join(folder, '.lock'), () => {
  for (const locale of LOCALES) {
    const file = join(folder, `${locale}.json`);
    const current = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    const merged = Object.entries({ ...current, ...fragment[locale] });
    const byId = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);
    const ids = Object.keys(current);
    const wasSorted = ids.every((id, index) => index === 0 || ids[index - 1]! <= id);
    const ordered = Object.fromEntries(wasSorted ? merged.sort(byId) : merged);
    writeFileSync(file, `${JSON.stringify(ordered, null, 2)}\n`);
  }
});
process.stdout.write(
  `${Object.keys(fragment.en).length} ${scope} messages merged into ${LOCALES.join(', ')}\n`,
);
