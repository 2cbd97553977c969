#!/usr/bin/env node
// Measures the gzip size of the JavaScript the sign-in route loads, from an existing build of
// apps/web (run `npm run build -w apps/web` first). It builds nothing itself.
//
// Counted: the entry chunk of index.html and everything it imports statically, plus the lazy
// chunk of the sign-in screen and its static imports (each file once). Exits 1 above the budget.
// Also listed, outside the budget: what the sign-in screen imports lazily (the reply schemas,
// fetched alongside its first API call, after the screen has shown).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const SIGN_IN_SOURCE = 'src/features/auth/screens/SignInScreen.tsx';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');

function fail(message) {
  console.error(`bundle-size: ${message}`);
  process.exit(1);
}

if (!existsSync(join(dist, 'index.html')))
  fail('apps/web/dist/index.html not found; run `npm run build -w apps/web` first.');
if (!existsSync(manifestPath))
  fail('apps/web/dist/.vite/manifest.json not found; the build must set build.manifest: true.');

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

// The entry is the chunk index.html loads as a module script (cross-checked with the manifest).
const scriptFiles = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)].map(
  (m) => m[1],
);
const entryKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && scriptFiles.includes(manifest[key].file),
);
if (!entryKey)
  fail(
    `no manifest entry matches the module script(s) of index.html: ${scriptFiles.join(', ') || 'none'}`,
  );

const signInKey = Object.keys(manifest).find(
  (key) => key === SIGN_IN_SOURCE || manifest[key].src === SIGN_IN_SOURCE,
);
if (!signInKey) fail(`the sign-in screen (${SIGN_IN_SOURCE}) is not in the manifest`);
if (!manifest[signInKey].isDynamicEntry) fail('the sign-in screen is not a lazily loaded chunk');

function collect(key, into) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  if (chunk.file.endsWith('.js')) into.set(chunk.file, key);
  for (const imported of chunk.imports ?? []) collect(imported, into);
}
const entryGraph = new Map();
collect(entryKey, entryGraph);
const files = new Map(entryGraph);
collect(signInKey, files);

// The sign-in chunks' own lazy imports (not the entry's: those are the routes after sign-in).
const later = new Map();
for (const [file, key] of files) {
  if (entryGraph.has(file)) continue;
  for (const lazy of manifest[key].dynamicImports ?? []) collect(lazy, later);
}
for (const file of files.keys()) later.delete(file);

let total = 0;
const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
function print(list) {
  const rows = [...list].map((file) => [file, gzipOf(file)]).sort((a, b) => b[1] - a[1]);
  for (const [file, gzip] of rows) console.log(`${kb(gzip).padStart(10)}  ${file}`);
  return rows.reduce((sum, [, gzip]) => sum + gzip, 0);
}
total = print(files.keys());
console.log(`Sign-in route JS (gzip): ${kb(total)} of ${kb(BUDGET_BYTES)} budget`);
if (later.size > 0) {
  console.log('Imported lazily by the sign-in screen, with its first API replies:');
  const lazyTotal = print(later.keys());
  console.log(`Sign-in lazy JS (gzip): ${kb(lazyTotal)}, not in the budget`);
}
if (total > BUDGET_BYTES) {
  console.error('bundle-size: over budget');
  process.exit(1);
}
