/**
 * Gzip size of the JavaScript a browser loads to show /login, /dashboard and each screen (issues 3
 * and 22, performance). Builds the web app and, beside it, a bare React + PrimeReact login form
 * (bare/) as the yardstick (unless --no-build), then follows the Vite manifest's chunk graph from
 * the entry and from each route's lazy chunks, counting every chunk once.
 *
 *   node -r @swc-node/register tools/bench/web-bundle/bench.ts [--no-build] [--json]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(__dirname, '../../..');
const DIST = join(ROOT, 'dist/apps/web');
const MANIFEST = join(DIST, '.vite/manifest.json');
const BARE_DIST = join(ROOT, 'dist/bench/bare-login');
/**
 * Targets of issue 22: /login and /dashboard JavaScript gzip, and the largest chunk raw. The
 * charts' chunk (ApexCharts, issue 35), fetched after the first paint when a chart comes into
 * view, is reported on its own line and counts in neither target.
 */
export const LOGIN_TARGET_KB = 120;
export const DASHBOARD_TARGET_KB = 200;
export const CHUNK_LIMIT_KB = 500;
/** Issue 22's aim: /login within this many times the bare login form. */
export const BARE_AIM_RATIO = 1.5;

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The parts of the language (libs/i18n/src/catalogue-parts.ts) as main.tsx loads them. */
const CATALOGUE = '../../libs/i18n/src/locales/web/en.json';
const FIRST_SCREEN = `${CATALOGUE}?part=first-screen`;
const SHELL = `${CATALOGUE}?part=shell`;
const SHARE = `${CATALOGUE}?part=share`;
const REST = `${CATALOGUE}?part=rest`;
/** The app around every screen: store, router, generated client (app/mount-app.tsx). */
const APP = 'src/app/mount-app.tsx';
const LAYOUT = 'src/layout/layout.tsx';

/** The back office's page (index.html) and the public share page's own (share.html, served at /shareOrder). */
const APP_PAGE = 'index.html';
const SHARE_PAGE = 'share.html';

/** The charts: the dashboard's lazy charts panel and the kit's chart library chunk (shared/ui/charts). */
const DASHBOARD_CHARTS = 'src/features/dashboard/dashboard-charts.tsx';
const CHART_CHUNK = 'src/shared/ui/charts/apex-chart.tsx';

/**
 * What each page loads: its HTML entry, its lazy screens and the language. /login opened without a
 * session shows its first screen alone (app/mount-login.tsx); the app loads after it.
 */
export const PAGES: Readonly<Record<string, readonly string[]>> = {
  '/login': [APP_PAGE, 'src/app/mount-login.tsx', FIRST_SCREEN],
  '/dashboard': [APP_PAGE, APP, LAYOUT, 'src/features/dashboard/dashboard-page.tsx', FIRST_SCREEN, SHELL],
  '/shareOrder': [SHARE_PAGE, FIRST_SCREEN, SHELL, SHARE],
};

/**
 * The manifest key of a lazy module: its source path, or, when Rollup made its chunk a shared one
 * too (another lazy chunk imports from it), the dynamic entry chunk named after the file.
 */
export function chunkKey(manifest: Manifest, source: string): string {
  if (manifest[source]) {
    return source;
  }
  const name = basename(source).replace(/\.[^.]+$/, '');
  const key = Object.keys(manifest).find((k) => manifest[k]?.isDynamicEntry && manifest[k]?.name === name);
  return key ?? source;
}

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

/** The chunks the given modules load beyond those of a page already shown. */
export function chunksAfter(
  manifest: Manifest,
  shown: readonly string[],
  later: readonly string[],
): ManifestChunk[] {
  const before = new Set(
    chunkClosure(
      manifest,
      shown.map((source) => chunkKey(manifest, source)),
    ),
  );
  return chunkClosure(
    manifest,
    later.map((source) => chunkKey(manifest, source)),
  ).filter((chunk) => !before.has(chunk));
}

interface PageSize {
  page: string;
  chunks: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

function measure(manifest: Manifest, page: string, loaded: readonly string[]): PageSize {
  return sizeOf(
    page,
    chunkClosure(
      manifest,
      loaded.map((source) => chunkKey(manifest, source)),
    ),
  );
}

function sizeOf(page: string, chunks: readonly ManifestChunk[]): PageSize {
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

/** The screens shown without the signed-in layout (router.tsx): login and the shared order within the app, errors. */
const WITHOUT_LAYOUT = /^src\/features\/(auth|share-order|errors|redirect\/auth-redirect)/;

/** Every screen the router loads lazily, with the layout around it where it has one, and the whole language. */
function screens(manifest: Manifest): [string, string[]][] {
  return Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.src?.startsWith('src/features/'))
    .map((chunk) => {
      const source = chunk.src ?? chunk.file;
      const words = [FIRST_SCREEN, SHELL, SHARE, REST];
      return [
        source,
        WITHOUT_LAYOUT.test(source)
          ? [APP_PAGE, APP, source, ...words]
          : [APP_PAGE, APP, LAYOUT, source, ...words],
      ];
    });
}

function build(config: string): void {
  const run = spawnSync('npx', ['vite', 'build', '--config', config, '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    process.exit(run.status ?? 1);
  }
}

/** Gzip bytes of every JavaScript file of the bare login form's build. */
function bareLoginGzip(): number {
  const assets = join(BARE_DIST, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
}

const verdict = (met: boolean): string => (met ? 'met' : 'MISSED');

function main(): void {
  const args = process.argv.slice(2);
  if (!args.includes('--no-build')) {
    build('apps/web/vite.config.mts');
    build('tools/bench/web-bundle/bare/vite.config.mts');
  }
  if (!existsSync(MANIFEST)) {
    throw new Error(`${MANIFEST} is missing: build the web app first`);
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const pages = Object.entries(PAGES).map(([page, lazy]) => measure(manifest, page, lazy));
  const perScreen = screens(manifest).map(([page, lazy]) => measure(manifest, page, lazy));
  const dashboardPage = PAGES['/dashboard'] ?? [];
  const chartChunks = chunksAfter(manifest, dashboardPage, [DASHBOARD_CHARTS, CHART_CHUNK]);
  const charts = sizeOf('/dashboard charts (after the first paint)', chartChunks);
  // ApexCharts' chunk has its own line, not the chunk limit (which stands for the rest)
  const chartFiles = new Set(
    chunksAfter(manifest, [...dashboardPage, DASHBOARD_CHARTS], [CHART_CHUNK]).map((chunk) => chunk.file),
  );
  const largest = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js') && !chartFiles.has(chunk.file))
    .map((chunk) => ({ file: chunk.file, bytes: statSync(join(DIST, chunk.file)).size }))
    .sort((a, b) => b.bytes - a.bytes)[0];
  const bare = existsSync(BARE_DIST) ? bareLoginGzip() : undefined;
  if (args.includes('--json')) {
    console.log(JSON.stringify({ pages, charts, screens: perScreen, largest, bareLoginGzip: bare }, null, 2));
    return;
  }
  const row = (size: PageSize): string =>
    `${size.page.padEnd(58)} ${String(size.chunks).padStart(6)}   ${kb(size.jsBytes).padEnd(10)}  ${kb(size.jsGzipBytes).padEnd(10)}  ${kb(size.cssGzipBytes)}`;
  console.log(`${'page'.padEnd(58)} chunks   JS raw      JS gzip     CSS gzip`);
  pages.forEach((size) => console.log(row(size)));
  console.log(row(charts));
  console.log('-- each screen, with the layout and the language:');
  perScreen.sort((a, b) => b.jsGzipBytes - a.jsGzipBytes).forEach((size) => console.log(row(size)));
  const login = pages.find((size) => size.page === '/login');
  const dashboard = pages.find((size) => size.page === '/dashboard');
  if (login) {
    console.log(
      `/login JavaScript ${kb(login.jsGzipBytes)} gzip: target <= ${LOGIN_TARGET_KB} KB ${verdict(login.jsGzipBytes <= LOGIN_TARGET_KB * 1024)}`,
    );
    if (bare !== undefined) {
      const ratio = login.jsGzipBytes / bare;
      console.log(
        `bare React + PrimeReact login form ${kb(bare)} gzip: /login is ${ratio.toFixed(2)} times it, aim <= ${BARE_AIM_RATIO} ${verdict(ratio <= BARE_AIM_RATIO)}`,
      );
    }
  }
  if (dashboard) {
    console.log(
      `/dashboard JavaScript ${kb(dashboard.jsGzipBytes)} gzip: target <= ${DASHBOARD_TARGET_KB} KB ${verdict(dashboard.jsGzipBytes <= DASHBOARD_TARGET_KB * 1024)}`,
    );
  }
  console.log(
    `/dashboard charts JavaScript ${kb(charts.jsGzipBytes)} gzip (${kb(charts.jsBytes)} raw, ${charts.chunks} chunks): ApexCharts, fetched when a chart comes into view after the first paint, in neither target`,
  );
  if (largest) {
    console.log(
      `largest chunk ${largest.file} ${kb(largest.bytes)} raw: limit ${CHUNK_LIMIT_KB} KB ${verdict(largest.bytes <= CHUNK_LIMIT_KB * 1024)}`,
    );
  }
}

if (require.main === module) {
  main();
}
