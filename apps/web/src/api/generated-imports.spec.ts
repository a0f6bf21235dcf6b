import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A feature's generated endpoints (<feature>.api.generated.ts) get their tags refined in its
 * <feature>.api.ts, which the screens import: a screen importing the generated file might run
 * before the refinement. The shared ones are refined in api/api.ts.
 */
const SRC = resolve(__dirname, '..');
const GENERATED_IMPORT = /from\s+'([^']*\.api\.generated)'/g;

const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(folder, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.generated.ts')
        ? [join(folder, entry.name)]
        : [],
  );

/** The one file that may import a generated endpoints file: its neighbour without `.generated`. */
const refinerOf = (generated: string): string =>
  basename(generated) === 'shared.api.generated'
    ? join(dirname(generated), 'api.ts')
    : `${generated.replace(/\.generated$/, '')}.ts`;

describe('the generated endpoints (apps/web/openapi-config.cjs)', () => {
  it('are imported only by the module that refines them', () => {
    const strays = sources(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(GENERATED_IMPORT)]
        .map((match) => resolve(dirname(file), match[1] ?? ''))
        .filter((generated) => refinerOf(generated) !== file)
        .map((generated) => `${relative(SRC, file)} imports ${relative(SRC, generated)}`),
    );
    expect(strays).toEqual([]);
  });
});
