import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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
      planning ? null : installableApp(),
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

/**
 * Installable on a phone, and its code kept there (docs/decisions/0018-installable-app.md): the
 * web app manifest, and a service worker that caches every file of the build, so the app opens
 * in a parking lot with no signal; a page address is answered with the cached app, the API never.
 */
function installableApp() {
  return VitePWA({
    registerType: 'autoUpdate',
    // Registered by the app itself once the page is idle (src/lib/service-worker.ts).
    injectRegister: null,
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'Fleetdesk',
      short_name: 'Fleetdesk',
      description: 'Fleet management for collision-repair shops',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1c7ed6',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // The charts' chunk is the largest file; Workbox's default of 2 MB would leave nothing out
      // today, but a file it skipped would be missing offline without a word.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      // The page that installed it is served by it at once: the first visit works offline after.
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}
