/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { editorPage } from './vite-plugins/editor-page.ts';
import { precompress } from './vite-plugins/precompress.ts';

/** The API server during development (`npm run dev -w apps/server`). */
const apiTarget = process.env.CODEYARD_API_URL ?? 'http://localhost:3000';

/**
 * React Router 7's package exports name only its development build (with its dev warnings on:
 * remix-run/react-router#14102), even to production bundlers. Its production build sits beside it
 * in the package and is what a production bundle should carry.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), editorPage(), precompress()],
  resolve: {
    alias: [
      // Read the shared package from source so the web app never depends on a stale build of it
      // (its modules by path too, as '@codeyard/shared/function-problem', before the package's index).
      {
        find: /^@codeyard\/shared\/(.+)$/,
        replacement: fileURLToPath(new URL('../../packages/shared/src/$1.ts', import.meta.url)),
      },
      {
        find: '@codeyard/shared',
        replacement: fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
      },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
  },
  worker: { format: 'es' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // The web's tests share two cores with the server's and the judge's in one run: a test that takes
    // 2 s alone can take 6 s then. Their waits (findBy…, waitFor) still say how long a user would wait.
    testTimeout: 20_000,
  },
}));
