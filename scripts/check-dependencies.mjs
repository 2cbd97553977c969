#!/usr/bin/env node
// Each workspace declares what it imports, and declares nothing it does not use (run by
// `npm run lint`). npm hoists every workspace's packages into one node_modules, so an import the
// workspace never declared still resolves, until the other workspace drops the package.
//  - A file under src/ that ships (not a test) imports only the workspace's `dependencies`.
//  - Tests, configs, build steps and benchmarks may also use its `devDependencies` and the root's.
//  - Every declared dependency is imported somewhere in the workspace, or named by a script or a
//    config (a command in `scripts`, `environment: 'jsdom'`), or types a package that is used.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WORKSPACES = ['packages/contract', 'apps/server', 'apps/web'];
const SKIP = new Set(['node_modules', 'dist', 'migrations', 'test-results', 'playwright-report']);
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /(\.test\.|\.test-|test-fixtures|test-cases|\/testing\/|\/test\/|\/e2e\/|\/bench\/)/;
const BUILTINS = new Set(builtinModules);
// Import and export statements (over several lines), side-effect imports and import(); a bare
// name only (not `./x`, not a template's `${x}`).
const NAME = `['"]([^'"./$][^'"$]*)['"]`;
const IMPORTS = [
  new RegExp(`^\\s*(?:import|export)\\b[^'";]*?\\bfrom\\s*${NAME}`, 'gm'),
  new RegExp(`^\\s*import\\s*${NAME}`, 'gm'),
  new RegExp(`\\bimport\\(\\s*${NAME}\\s*\\)`, 'g'),
];

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** `@scope/name/sub` and `name/sub` to the package's name; null for node's own modules. */
function packageOf(specifier) {
  if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** An installed package's manifest (empty when it is not installed). */
function manifestOf(name) {
  try {
    return readJson(join(ROOT, 'node_modules', name, 'package.json'));
  } catch {
    return {};
  }
}

/** The commands a package's bin provides (`vite`, `drizzle-kit`, `tsc`). */
function binsOf(name) {
  const { bin } = manifestOf(name);
  if (!bin) return [];
  return typeof bin === 'string' ? [name.split('/').pop()] : Object.keys(bin);
}

const root = readJson(join(ROOT, 'package.json'));
const rootDev = new Set(Object.keys(root.devDependencies ?? {}));
const allScripts = [root, ...WORKSPACES.map((ws) => readJson(join(ROOT, ws, 'package.json')))]
  .flatMap((manifest) => Object.values(manifest.scripts ?? {}))
  .join('\n');
const problems = new Set();
/** Every package imported anywhere, and every file's text: what the root's tools are used by. */
// ('node': node's own modules, which @types/node types, are imported everywhere.)
const everywhere = { imported: new Set(['node']), text: allScripts };

/** What `files` import, checked against what `manifest` declares (plus the root's tools). */
function readImports(where, manifest, files, shippedPrefix) {
  const deps = new Set(Object.keys(manifest.dependencies ?? {}));
  const devDeps = new Set(Object.keys(manifest.devDependencies ?? {}));
  const imported = new Set();
  let text = allScripts;
  for (const file of files) {
    const path = relative(ROOT, file);
    const source = readFileSync(file, 'utf8');
    text += `\n${source}`;
    everywhere.text += `\n${source}`;
    const shipped = shippedPrefix !== null && path.startsWith(shippedPrefix) && !TEST.test(path);
    for (const [, specifier] of IMPORTS.flatMap((pattern) => [...source.matchAll(pattern)])) {
      const name = packageOf(specifier);
      if (name === null || name === manifest.name) continue;
      imported.add(name);
      everywhere.imported.add(name);
      if (deps.has(name)) continue;
      if (shipped) problems.add(`${path} imports ${name}, not in ${where}'s dependencies`);
      else if (!devDeps.has(name) && !rootDev.has(name))
        problems.add(`${path} imports ${name}, declared neither by ${where} nor the root`);
    }
  }
  return { declared: [...deps, ...devDeps], imported, text };
}

/** Each declared package is imported, run, named by a config, typed or a used one's peer. */
function checkUsed(where, { declared, imported, text }) {
  const named = (name) =>
    new RegExp(`['"\`]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`/]`).test(text) ||
    binsOf(name).some((bin) => new RegExp(`(^|[\\s&;])(npx )?${bin}(\\s|$)`, 'm').test(text));
  const typed = (name) =>
    imported.has(name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2'));
  const direct = (name) =>
    name.startsWith('@types/') ? typed(name) : imported.has(name) || named(name);
  // A peer a used package asks the workspace to install (recharts for @mantine/charts) is used.
  const peers = new Set(
    declared.filter(direct).flatMap((name) => Object.keys(manifestOf(name).peerDependencies ?? {})),
  );
  for (const name of declared) {
    if (!direct(name) && !peers.has(name))
      problems.add(`${where} declares ${name}, which nothing imports or runs`);
  }
}

for (const workspace of WORKSPACES) {
  const manifest = readJson(join(ROOT, workspace, 'package.json'));
  const files = filesOf(join(ROOT, workspace));
  checkUsed(workspace, readImports(workspace, manifest, files, `${workspace}/src/`));
}
// The root's tools (lint, tests, scripts) serve every workspace: used anywhere counts.
const rootFiles = [
  ...readdirSync(ROOT)
    .filter((name) => SOURCE.test(name))
    .map((name) => join(ROOT, name)),
  ...filesOf(join(ROOT, 'scripts')),
];
readImports('the root', root, rootFiles, null);
checkUsed('the root', { declared: [...rootDev], ...everywhere });

if (problems.size > 0) {
  console.error(`Dependencies (scripts/check-dependencies.mjs):\n  ${[...problems].join('\n  ')}`);
  process.exit(1);
}
