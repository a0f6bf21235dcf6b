// Vite build and dev server of the back-office web app. `/api` is proxied to the BFF.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { rewriteThemeCss, THEME_FILE } from './src/shared/theme/theme-css';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const bffUrl = process.env['BFF_URL'] ?? 'http://127.0.0.1:3000';
// xfwd: the BFF (which trusts loopback proxies) learns the browser's address from X-Forwarded-For
const proxy = { '/api': { target: bffUrl, changeOrigin: true, xfwd: true } };

/** Makes the PrimeReact theme follow the chosen colour (see src/shared/theme/theme-css.ts). */
const themeColorVariables = (): Plugin => ({
  name: 'timber-theme-color-variables',
  enforce: 'pre',
  transform: (code, id) => (THEME_FILE.test(id) ? { code: rewriteThemeCss(code), map: null } : null),
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

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: `${workspaceRoot}/node_modules/.vite/web`,
  plugins: [tsconfigPaths({ root: workspaceRoot }), react(), themeColorVariables(), pureSharedLibs()],
  server: { host: '127.0.0.1', port: Number(process.env['WEB_PORT'] ?? 4200), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env['WEB_PORT'] ?? 4300), strictPort: true, proxy },
  build: {
    outDir: `${workspaceRoot}/dist/apps/web`,
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
