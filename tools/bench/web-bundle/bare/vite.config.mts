// Builds the bench's bare login form (main.tsx) the way apps/web/vite.config.mts builds the app.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const workspaceRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: `${workspaceRoot}/node_modules/.vite/bare-login`,
  plugins: [react()],
  build: {
    outDir: `${workspaceRoot}/dist/bench/bare-login`,
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
  },
});
