import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { recordSignInModules, signedInGroups } from './build/chunk-plan';
import { isolateImports } from './build/isolate-imports';
import { precompress } from './build/precompress';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The sign-in page's reply schemas (zod/mini): their own small zod, see isolateImports. */
const signInSchemas = [
  fileURLToPath(new URL('../../packages/contract/src/sign-in.ts', import.meta.url)),
  fileURLToPath(new URL('./src/features/auth/api/login-reply.ts', import.meta.url)),
];

/** The sign-in page's lazy imports: the screen, its reply schemas, Google's popup. */
const signInRoots = [
  fileURLToPath(new URL('./src/features/auth/screens/SignInScreen.tsx', import.meta.url)),
  ...signInSchemas,
  fileURLToPath(new URL('./src/features/auth/google-identity.ts', import.meta.url)),
];

/** Written by `vite build --mode plan`, read by the build after it (build/chunk-plan.ts). */
const planFile = fileURLToPath(
  new URL('../../node_modules/.cache/fleetdesk/chunk-plan.json', import.meta.url),
);

export default defineConfig(({ mode }) => {
  const planning = mode === 'plan';
  const chunks = planning ? undefined : signedInGroups(planFile);
  return {
    root: webRoot,
    plugins: [
      react(),
      isolateImports(signInSchemas),
      planning ? recordSignInModules(signInRoots, planFile) : precompress(),
      chunks?.plugin,
    ],
    build: {
      outDir: fileURLToPath(
        new URL(
          planning ? '../../node_modules/.cache/fleetdesk/plan-dist' : './dist',
          import.meta.url,
        ),
      ),
      emptyOutDir: true,
      // scripts/bundle-size.mjs reads the manifest to measure what the sign-in route loads.
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: chunks && { codeSplitting: { groups: chunks.groups } },
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
  };
});
