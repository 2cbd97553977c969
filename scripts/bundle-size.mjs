#!/usr/bin/env node
// Measures the gzip size of the JavaScript the sign-in page fetches before the user does anything,
// and that of five signed-in screens (see SCREENS below), from an existing build of apps/web (run
// `npm run build -w apps/web` first). It builds nothing.
//
// Counted against the budget (each file once): the entry chunk of index.html and its static
// imports, then every lazy import the page makes on load (ON_LOAD: the sign-in screen, and the
// schema of the auth-config reply its first query fetches) with their static imports. Listed
// apart: the lazy imports made only once the user acts (AFTER_ACTION). Every lazy import reached
// must be in one of the lists, or in SIGNED_IN, so a new one cannot slip out of the count.
// Exits 1 above the budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const SIGN_IN_SOURCE = 'src/features/auth/screens/SignInScreen.tsx';
/** Lazy imports the page makes with no interaction (sources, as the manifest names them). */
const ON_LOAD = [
  SIGN_IN_SOURCE, // App.tsx, without a token
  '../../packages/contract/src/sign-in.ts', // get-auth-config.ts: the auth-config reply's schema
];
/** Lazy imports made once the user acts: the login reply's schema, Google's popup. */
const AFTER_ACTION = [
  'src/features/auth/api/login-reply.ts',
  'src/features/auth/google-identity.ts',
];
/** The router and, in its static imports, the shell: loaded only with a token (App.tsx). */
const SIGNED_IN = ['src/app/RoutedApp.tsx'];

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

/** The manifest key of a source, or failure: a listed module that vanished is a stale list. */
function keyOf(source) {
  const key = Object.keys(manifest).find((k) => k === source || manifest[k].src === source);
  if (!key) fail(`${source} is not in the manifest; update the lists in scripts/bundle-size.mjs`);
  if (!manifest[key].isDynamicEntry) fail(`${source} is not a lazily loaded chunk`);
  return key;
}
const onLoad = new Set(ON_LOAD.map(keyOf));
const afterAction = new Set(AFTER_ACTION.map(keyOf));
const signedIn = new Set(SIGNED_IN.map(keyOf));

/** Adds a chunk and its static imports to `into` (file -> manifest key). */
function collect(key, into) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  if (chunk.file.endsWith('.js')) into.set(chunk.file, key);
  for (const imported of chunk.imports ?? []) collect(imported, into);
}

/**
 * Grows `files` with the lazy imports of its chunks that `take` accepts (and theirs in turn);
 * returns the lazy imports met that it did not take.
 */
function followLazy(files, take) {
  const others = new Set();
  for (let grown = true; grown;) {
    grown = false;
    for (const key of [...files.values()]) {
      for (const lazy of manifest[key].dynamicImports ?? []) {
        if (!take(lazy)) others.add(lazy);
        else if (!files.has(manifest[lazy].file)) {
          collect(lazy, files);
          grown = true;
        }
      }
    }
  }
  return others;
}

const counted = new Map();
collect(entryKey, counted);
const notOnLoad = followLazy(counted, (key) => onLoad.has(key));

const unlisted = [...notOnLoad].filter((key) => !afterAction.has(key) && !signedIn.has(key));
if (unlisted.length > 0)
  fail(
    `lazy import(s) of the sign-in page in no list: ${unlisted.join(', ')}. Add each to ON_LOAD ` +
      'if the page fetches it before any interaction, else to AFTER_ACTION.',
  );

// What the user's actions fetch beyond what the page has already, their own lazy imports included.
const later = new Map();
for (const key of afterAction) if (notOnLoad.has(key)) collect(key, later);
followLazy(later, (key) => !signedIn.has(key));
for (const file of counted.keys()) later.delete(file);

const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
function print(list) {
  const rows = [...list].map((file) => [file, gzipOf(file)]).sort((a, b) => b[1] - a[1]);
  for (const [file, gzip] of rows) console.log(`${kb(gzip).padStart(10)}  ${file}`);
  return rows.reduce((sum, [, gzip]) => sum + gzip, 0);
}
const total = print(counted.keys());
console.log(`Sign-in page JS on load (gzip): ${kb(total)} of ${kb(BUDGET_BYTES)} budget`);
if (later.size > 0) {
  console.log('Fetched only once the user acts (signs in, asks for Google):');
  const lazyTotal = print(later.keys());
  console.log(`After-action JS (gzip): ${kb(lazyTotal)}, not in the budget`);
}

// The signed-in screens a phone opens at the car (issue 35): what each fetches before it is
// usable, the entry, the router and shell, the screen and what it loads as it renders (the
// charts), each with its static imports. The target is 200 KB; until the screens reach it, each
// has a ceiling about 1 % above its size on 2026-12-07 (shared code split by area), lowered as
// they come down. Raised on 2026-12-08 by what issue 34's five modules add to every screen (their
// routes and menu entries, the vehicle's new fields in the contract: 3 to 4 KB); their screens
// and the vehicle's new tabs load only when opened.
const SCREEN_TARGET_BYTES = 200 * 1024;
const SCREENS = [
  ['vehicle list', ['src/features/vehicles/screens/VehicleListScreen.tsx'], 360],
  [
    'a vehicle',
    ['src/app/VehicleDetailPage.tsx', 'src/features/glance/components/GlanceCharts.tsx'],
    492,
  ],
  ['loaner board', ['src/features/loaners/screens/LoanerBoardScreen.tsx'], 364],
  ['an agreement, at check-out', ['src/features/loaners/screens/AgreementScreen.tsx'], 380],
  ['dashboard', ['src/features/dashboard/screens/DashboardPage.tsx'], 478],
];
const shell = new Map();
collect(entryKey, shell);
for (const key of SIGNED_IN) collect(keyOf(key), shell);
let overCeiling = false;
console.log(`\nSigned-in screens, JS before usable (gzip), target ${kb(SCREEN_TARGET_BYTES)}:`);
for (const [name, sources, ceilingKb] of SCREENS) {
  const files = new Map(shell);
  for (const source of sources) collect(keyOf(source), files);
  const bytes = [...files.keys()].reduce((sum, file) => sum + gzipOf(file), 0);
  const over = bytes > ceilingKb * 1024;
  overCeiling ||= over;
  const gap = bytes > SCREEN_TARGET_BYTES ? `, ${kb(bytes - SCREEN_TARGET_BYTES)} over target` : '';
  console.log(
    `${kb(bytes).padStart(10)}  ${name} (ceiling ${ceilingKb} KB${gap})${over ? '  OVER CEILING' : ''}`,
  );
}
if (total > BUDGET_BYTES) {
  console.error('bundle-size: the sign-in page is over budget');
  process.exit(1);
}
if (overCeiling) {
  console.error('bundle-size: a signed-in screen grew past its ceiling');
  process.exit(1);
}
