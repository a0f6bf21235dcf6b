import { type CataloguePart, loadWebMessages, partOfMessage } from '@timber/i18n';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The dictionary's parts (libs/i18n/src/catalogue-parts.ts) hold every word their screens show:
 * the words of the code a first screen loads, found by following its imports from the source.
 */
const SRC = resolve(__dirname, '../..');
let IDS = new Set<string>();
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;
const QUOTED_ID = /['"`]([a-zA-Z]+\.[\w./-]+)['"`]/g;
/** An id built at run time from its group: `stockAge.${key}`. */
const BUILT_ID = /[`]([a-zA-Z]+)\.\$\{/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return ['.tsx', '.ts', '/index.ts', '/index.tsx', ''].map((ending) => base + ending).find(existsSync);
}

/**
 * Every source file the given ones load, following static imports everywhere and dynamic ones
 * only within the folders given (a screen's own dialogs, not the route table's other screens).
 */
function closure(entries: string[], lazyWithin: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) {
      return;
    }
    seen.add(file);
    const folder = relative(SRC, file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const [, fromStatic, fromDynamic] = match;
      if (fromDynamic && !lazyWithin.some((prefix) => folder.startsWith(prefix))) {
        continue;
      }
      const target = resolveModule(file, (fromStatic ?? fromDynamic) as string);
      if (target) {
        visit(target);
      }
    }
  };
  entries.forEach((entry) => visit(join(SRC, entry)));
  return [...seen];
}

/** The words of these files that lie outside the allowed parts, as `file: id`. */
function wordsOutside(files: string[], allowed: CataloguePart[]): string[] {
  return files.flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    const ids = [...code.matchAll(QUOTED_ID)].map((match) => match[1] as string).filter((id) => IDS.has(id));
    const groups = [...code.matchAll(BUILT_ID)].map((match) => `${match[1] as string}.x`);
    return [...ids, ...groups]
      .filter((id) => !allowed.includes(partOfMessage(id)))
      .map((id) => `${relative(SRC, file)}: ${id}`);
  });
}

describe('dictionary parts (issue 22, a lighter first load)', () => {
  beforeAll(async () => {
    IDS = new Set(Object.keys(await loadWebMessages('en')));
  });

  it("holds in the first-screen part every word of the login page's first screen and its dialog", () => {
    const files = closure(['app/mount-login.tsx'], ['features/auth/', 'shared/ui/']);
    expect(files.map((file) => relative(SRC, file))).toContain('features/auth/reset-password-dialog.tsx');
    expect(wordsOutside(files, ['first-screen'])).toEqual([]);
  });

  it('holds in the first-screen and shell parts every word of the layout and the dashboard, dialogs included', () => {
    const files = closure(
      ['app/mount-app.tsx', 'layout/layout.tsx', 'features/dashboard/dashboard-page.tsx'],
      ['layout/', 'features/dashboard/', 'shared/'],
    );
    const names = files.map((file) => relative(SRC, file));
    expect(names).toContain('layout/change-password-dialog.tsx');
    expect(names).toContain('features/dashboard/volume-calculator-dialog.tsx');
    expect(names).not.toContain('features/sheets/sheet-list-screen.tsx');
    expect(wordsOutside(files, ['first-screen', 'shell'])).toEqual([]);
  });

  it('holds in the first-screen, shell and share parts every word of the public share page', () => {
    const files = closure(['share-main.tsx'], ['features/share-order/', 'shared/ui/']);
    expect(files.map((file) => relative(SRC, file))).toContain('features/share-order/share-order-screen.tsx');
    expect(wordsOutside(files, ['first-screen', 'shell', 'share'])).toEqual([]);
  });

  it('finds a word outside its part (the check can fail)', () => {
    expect(
      wordsOutside([join(SRC, 'features/sheets/sheet-list-screen.tsx')], ['first-screen', 'shell']),
    ).not.toEqual([]);
  });
});
