// Unit tests of the web app (the root vitest.config.mts includes this project as `web`).
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import tsconfigPaths from 'vite-tsconfig-paths';
import { defineConfig } from 'vitest/config';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: import.meta.dirname,
  plugins: [tsconfigPaths({ root: workspaceRoot }), react()],
  test: {
    name: 'web',
    include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
    environment: './src/test/jsdom-environment.ts',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 15_000,
  },
});
