/**
 * Gzip size of the JavaScript a browser loads to show /login and /dashboard (issue 3,
 * performance). Builds the web app (unless --no-build), then follows the Vite manifest's chunk
 * graph from the entry and from each route's lazy chunks, counting every chunk once.
 *
 *   node -r @swc-node/register tools/bench/web-bundle/bench.ts [--no-build] [--json]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(__dirname, '../../..');
const DIST = join(ROOT, 'dist/apps/web');
const MANIFEST = join(DIST, '.vite/manifest.json');
/** Target of issue 3 for the login page. */
export const LOGIN_TARGET_KB = 250;

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The lazy chunks (manifest keys) each page loads besides the entry: its screens and the language. */
export const PAGES: Readonly<Record<string, readonly string[]>> = {
  '/login': ['src/features/auth/login-page.tsx', '../../libs/i18n/src/locales/web/en.json'],
  '/dashboard': [
    'src/layout/layout.tsx',
    'src/features/dashboard/dashboard-page.tsx',
    '../../libs/i18n/src/locales/web/en.json',
  ],
};

/** Every chunk statically reachable from the given manifest keys, each once. */
export function chunkClosure(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) {
      return;
    }
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(`the build manifest has no chunk ${key}`);
    }
    seen.add(key);
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key] as ManifestChunk);
}

export const entryKey = (manifest: Manifest): string => {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) {
    throw new Error('the build manifest has no entry');
  }
  return key;
};

interface PageSize {
  page: string;
  chunks: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

function measure(manifest: Manifest, page: string, lazy: readonly string[]): PageSize {
  const chunks = chunkClosure(manifest, [entryKey(manifest), ...lazy]);
  const js = chunks.map((chunk) => readFileSync(join(DIST, chunk.file)));
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) =>
    readFileSync(join(DIST, file)),
  );
  return {
    page,
    chunks: chunks.length,
    jsBytes: js.reduce((sum, buffer) => sum + buffer.length, 0),
    jsGzipBytes: js.reduce((sum, buffer) => sum + gzipSync(buffer).length, 0),
    cssGzipBytes: css.reduce((sum, buffer) => sum + gzipSync(buffer).length, 0),
  };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function main(): void {
  const args = process.argv.slice(2);
  if (!args.includes('--no-build')) {
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--config', 'apps/web/vite.config.mts', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) {
      process.exit(build.status ?? 1);
    }
  }
  if (!existsSync(MANIFEST)) {
    throw new Error(`${MANIFEST} is missing: build the web app first`);
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const sizes = Object.entries(PAGES).map(([page, lazy]) => measure(manifest, page, lazy));
  if (args.includes('--json')) {
    console.log(JSON.stringify(sizes, null, 2));
    return;
  }
  console.log('page         chunks   JS raw      JS gzip     CSS gzip');
  for (const size of sizes) {
    console.log(
      `${size.page.padEnd(12)} ${String(size.chunks).padStart(6)}   ${kb(size.jsBytes).padEnd(10)}  ${kb(size.jsGzipBytes).padEnd(10)}  ${kb(size.cssGzipBytes)}`,
    );
  }
  const login = sizes.find((size) => size.page === '/login');
  if (login) {
    const met = login.jsGzipBytes < LOGIN_TARGET_KB * 1024;
    console.log(
      `/login JavaScript ${kb(login.jsGzipBytes)} gzip: target < ${LOGIN_TARGET_KB} KB ${met ? 'met' : 'MISSED'}`,
    );
  }
}

if (require.main === module) {
  main();
}
