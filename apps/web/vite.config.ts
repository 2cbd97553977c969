import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { isolateImports } from './build/isolate-imports';
import { precompress } from './build/precompress';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The sign-in page's reply schemas (zod/mini): their own small zod, see isolateImports. */
const signInSchemas = [
  fileURLToPath(new URL('../../packages/contract/src/sign-in.ts', import.meta.url)),
  fileURLToPath(new URL('./src/features/auth/api/login-reply.ts', import.meta.url)),
];

export default defineConfig({
  root: webRoot,
  plugins: [react(), isolateImports(signInSchemas), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads the manifest to measure what the sign-in route loads.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      experimental: {
        // Keep modules shared by lazy routes in their own chunks instead of merging them into the
        // entry: the sign-in screen must not download the shell's menus and popovers.
        chunkOptimization: { mergeCommonChunks: false },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
