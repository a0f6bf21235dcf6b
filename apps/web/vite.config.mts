// Vite build and dev server of the back-office web app. `/api` is proxied to the BFF. The built app
// is served by nginx (docker/nginx/default.conf.template), in the containers, `npm start` and the
// browser tests alike (libs/testing/src/web-server.ts).
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { DASHBOARD_GUIDES, guideHtml } from './guide/dashboard-guide';
import { SHARE_PAGE_PARTS } from './src/features/share-order/share-call';
import {
  CATALOGUE_PART,
  catalogueOfPart,
  compileCatalogue,
  NO_PARSER,
  WEB_CATALOGUE,
} from './src/shared/i18n/compiled-messages';
import { rewriteThemeCss, THEME_FILE } from './src/shared/theme/theme-css';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const outDir = `${workspaceRoot}/dist/apps/web`;
const bffUrl = process.env['BFF_URL'] ?? 'http://127.0.0.1:3000';
// xfwd: the BFF (which trusts loopback proxies) learns the browser's address from X-Forwarded-For
const proxy = { '/api': { target: bffUrl, changeOrigin: true, xfwd: true } };

/**
 * The web client generated from the BFF's OpenAPI document (codegen.cjs, build output): written
 * before a build or the dev server when a file is missing or older than the document, so that every
 * build (the image's, `npm start`'s, the browser tests', the bundle bench's) has it current.
 */
const webClient = (): Plugin => ({
  name: 'timber-web-client',
  buildStart: () => {
    const codegen = join(import.meta.dirname, 'codegen.cjs');
    const run = spawnSync(process.execPath, [codegen, '--if-stale'], { stdio: 'inherit' });
    if (run.status !== 0) {
      throw new Error('the web client was not generated (apps/web/codegen.cjs)');
    }
  },
});

/** Makes the PrimeReact theme follow the chosen colour (see src/shared/theme/theme-css.ts). */
const themeColorVariables = (): Plugin => ({
  name: 'timber-theme-color-variables',
  enforce: 'pre',
  transform: (code, id) => (THEME_FILE.test(id) ? { code: rewriteThemeCss(code), map: null } : null),
});

/** The built app's catalogues as parsed messages (src/shared/i18n/compiled-messages.ts). */
const compiledMessages = (): Plugin => ({
  name: 'timber-compiled-messages',
  apply: 'build',
  enforce: 'pre',
  config: () => ({
    resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: NO_PARSER }] },
  }),
  transform: (code, id) => (WEB_CATALOGUE.test(id) ? { code: compileCatalogue(code), map: null } : null),
});

/**
 * The dictionaries' parts (libs/i18n/src/catalogue-parts.ts): each holds its groups only, in
 * development too, so a word missing from a part shows there first. Runs before compiledMessages.
 */
const catalogueParts = (): Plugin => ({
  name: 'timber-catalogue-parts',
  enforce: 'pre',
  transform: (code, id) => (CATALOGUE_PART.test(id) ? { code: catalogueOfPart(id, code), map: null } : null),
});

/**
 * The shared libraries' server-side parts (event schemas built with zod at load time) are pure
 * definitions; marking them free of side effects lets the unused ones drop out of the bundle.
 */
const SIDE_EFFECT_FREE = /libs\/(contracts|i18n)\/src\//;
const pureSharedLibs = (): Plugin => ({
  name: 'timber-pure-shared-libs',
  transform: (_code, id) =>
    SIDE_EFFECT_FREE.test(id) ? { code: _code, map: null, moduleSideEffects: false } : null,
});

/**
 * The dashboard's PDF guides (spec §2: ./PDF/dashboard_{language}.pdf), one per language, printed
 * from apps/web/guide with Chromium (CHROMIUM_PATH, Debian's by default; scripts/lib.sh installs
 * it) into the built app. A build without Chromium fails: the guide is part of the product.
 */
const guidePdfs = (): Plugin => {
  let builtDir = '';
  return {
    name: 'timber-guide-pdfs',
    apply: 'build',
    // the build's own folder (the browser tests build into tmp/web-<label> with --outDir)
    configResolved: (config) => {
      builtDir = config.build.outDir;
    },
    async closeBundle() {
      const browser = await chromium.launch({
        executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      });
      try {
        const page = await browser.newPage({ javaScriptEnabled: false });
        await mkdir(join(builtDir, 'PDF'), { recursive: true });
        for (const locale of Object.keys(DASHBOARD_GUIDES) as (keyof typeof DASHBOARD_GUIDES)[]) {
          await page.setContent(guideHtml(locale), { waitUntil: 'load' });
          const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
          await writeFile(join(builtDir, 'PDF', `dashboard_${locale}.pdf`), pdf);
        }
      } finally {
        await browser.close();
      }
    },
  };
};

const REACT_CORE = /node_modules\/(react|react-dom|scheduler)\//;
/** PrimeReact's shared core, which every screen's inputs use (the login form's too). */
const PRIME_CORE =
  /node_modules\/primereact\/(api|utils|componentbase|hooks|portal|tooltip|csstransition|overlayservice|keyfilter|iconbase)\//;

/** The public share page's path (spec §2) and the page that answers it (share.html, src/share-main.tsx). */
const SHARE_PATH = /^\/shareOrder(?=$|\?)/;
const SHARE_PAGE = '/share.html';
/** Where share.html takes its inline script. */
const SHARE_HEAD = /<!-- share-head:[^>]*-->/;
const CATALOGUE_PART_OF = /locales\/web\/([a-z]+)\.json\?part=([a-z-]+)$/;

/** Each language's built files of the share page's words (`<language>.json?part=<part>` chunks). */
function shareWordFiles(bundle: Rollup.OutputBundle | undefined): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const chunk of Object.values(bundle ?? {})) {
    const part = chunk.type === 'chunk' ? CATALOGUE_PART_OF.exec(chunk.facadeModuleId ?? '') : null;
    if (part && SHARE_PAGE_PARTS.some((name) => name === part[2])) {
      (files[part[1] as string] ??= []).push(`/${chunk.fileName}`);
    }
  }
  return files;
}

/**
 * The share page's inline script (src/share-head.ts), one small classic script with no imports
 * left, told the built files of its words (none in development: the page loads them as it runs).
 */
async function shareHeadScript(bundle: Rollup.OutputBundle | undefined): Promise<string> {
  const built = await esbuild({
    entryPoints: [join(import.meta.dirname, 'src/share-head.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    define: { SHARE_PAGE_WORDS: JSON.stringify(shareWordFiles(bundle)) },
  });
  return built.outputFiles[0]?.text.trim() ?? '';
}

/**
 * /shareOrder is answered with share.html, the share page's own entry, in development as the web
 * server does for the built app (docker/nginx/default.conf.template): a
 * customer's phone loads the page's code alone, never the back office's. Its head carries an inline
 * script that asks for the link's orders and loads its words while the code loads (src/share-head.ts).
 */
const sharePage = (): Plugin => {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url && SHARE_PATH.test(req.url)) {
      req.url = req.url.replace(SHARE_PATH, SHARE_PAGE);
    }
    next();
  };
  return {
    name: 'timber-share-page',
    configureServer: (server) => void server.middlewares.use(rewrite),
    // in the head after the charset and title, before the styles a classic script would wait for
    transformIndexHtml: async (html, context) => {
      if (context.path !== SHARE_PAGE) {
        return html;
      }
      if (!SHARE_HEAD.test(html)) {
        throw new Error('share.html has lost its share-head comment');
      }
      return html.replace(SHARE_HEAD, `<script>${await shareHeadScript(context.bundle)}</script>`);
    },
  };
};

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: `${workspaceRoot}/node_modules/.vite/web`,
  plugins: [
    webClient(),
    tsconfigPaths({ root: workspaceRoot }),
    react(),
    themeColorVariables(),
    catalogueParts(),
    compiledMessages(),
    pureSharedLibs(),
    sharePage(),
    guidePdfs(),
  ],
  server: { host: '127.0.0.1', port: Number(process.env['WEB_PORT'] ?? 4200), strictPort: true, proxy },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 500,
    rollupOptions: {
      // the back office, and the public share page on its own (sharePage above)
      input: {
        main: join(import.meta.dirname, 'index.html'),
        share: join(import.meta.dirname, 'share.html'),
      },
      output: {
        // React itself in a chunk of its own: it changes less often than the app (browsers keep it
        // across releases) and the first chunk stays under the 500 KB limit of issue 22. PrimeReact's
        // core likewise, in one chunk rather than the several Rollup would cut from it for the
        // first screens (each compressed on its own, the login page's would grow by 2 KB).
        manualChunks: (id: string) =>
          REACT_CORE.test(id) ? 'react' : PRIME_CORE.test(id) ? 'prime-core' : undefined,
      },
    },
  },
});
