#!/usr/bin/env node
// The docs point at files that exist (run by `npm run lint`): every relative link in README.md and
// docs/**/*.md, and every backticked path (`apps/server/src/app.ts`, or a file shortened from a
// source root: `platform/session.ts`), names a file or folder of the repository. A path with a
// placeholder (`modules/<area>/`, `*.tables.ts`) names a pattern, not a file: it is skipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Made by a build or a run, not kept in the repository.
const GENERATED =
  /^(apps\/(web|server)\/dist|data|test-results|playwright-report|node_modules)(\/|$)/;

function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** What the docs shorten paths from: `modules/index.ts` is apps/server/src/modules/index.ts. */
const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/server',
  'apps/web/src',
  'apps/web',
  'packages/contract/src',
].map((path) => join(ROOT, path));
const FILE = /\.(ts|tsx|mjs|js|json|md|sql|css|html|ya?ml)$/;

/** The repository's top-level names: a backticked path starting with one is a repository path. */
const topLevel = new Set(
  readdirSync(ROOT).filter((name) => !name.startsWith('.') && name !== 'node_modules'),
);

/** The name of every file of the repository (not what a build or an install made). */
function namesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '.git') return [];
    return entry.isDirectory() ? namesUnder(join(dir, entry.name)) : [entry.name];
  });
}
const fileNames = new Set(namesUnder(ROOT));

const problems = [];
for (const file of [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))]) {
  const doc = relative(ROOT, file);
  const text = readFileSync(file, 'utf8');
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const missing = (target, index, kind) =>
    problems.push(`${doc}:${lineOf(index)}: ${kind} ${target}, which does not exist`);

  // [text](target): relative to the document; web addresses and in-page anchors are not files.
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1].split('#')[0];
    if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const path = resolve(dirname(file), decodeURIComponent(target));
    if (!existsSync(path)) missing(match[1], match.index, 'links to');
  }

  // `apps/web/src/main.tsx`, `platform/session.ts`: inline code that is a path of the repository,
  // from its root or, as the docs shorten them, from a source root (`modules/`, `features/`).
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const path = match[1].replace(/[:#]\S*$/, '').replace(/[.,;]$/, '');
    if (/[<>*{}$[\]]|\.\.\./.test(path) || GENERATED.test(path) || /^[a-z]+:\/\//.test(path))
      continue;
    if (!path.includes('/') && FILE.test(path) && !path.startsWith('.')) {
      // A file's name alone (`financing-lists.ts`): some file of the repository has it.
      if (!fileNames.has(path)) missing(path, match.index, 'names');
      continue;
    }
    const fromRoot = topLevel.has(path.split('/')[0]) && path.includes('/');
    if (!fromRoot && !(path.includes('/') && FILE.test(path))) continue;
    const bases = fromRoot ? [ROOT] : [dirname(file), ...SOURCE_ROOTS];
    if (!bases.some((base) => existsSync(resolve(base, path)))) missing(path, match.index, 'names');
  }
}

if (problems.length > 0) {
  console.error(`Docs (scripts/check-doc-links.mjs):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
