import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));
const isTest = (file: string) => /\.test\.|\.test-|test-fixtures|fixtures\.ts$/.test(file);
// Value imports and re-exports (`import type` and `export type` are erased: no loop at run time).
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?\bfrom\s*['"](\.[^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !isTest(path) ? [path] : [];
  });
}

/** `./x` from `file`: x.ts, or x/index.ts. */
function resolveImport(file: string, specifier: string): string | null {
  const base = resolve(dirname(file), specifier);
  const found = [`${base}.ts`, join(base, 'index.ts'), base].find(
    (path) => path.endsWith('.ts') && existsSync(path),
  );
  return found ?? null;
}

/** Each loop of files importing one another's values, as the path that closes it. */
function importLoops(): string[] {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(srcDir)) {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(IMPORT)].flatMap(([, specifier]) => {
      const target = resolveImport(file, specifier!);
      return target && !isTest(target) ? [target] : [];
    });
    graph.set(file, targets);
  }
  const loops: string[] = [];
  const done = new Set<string>();
  const walk = (file: string, path: string[]) => {
    for (const next of graph.get(file) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0)
        loops.push([...path.slice(at), next].map((f) => relative(srcDir, f)).join(' -> '));
      else if (!done.has(next)) walk(next, [...path, next]);
    }
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) walk(file, [file]);
  return loops;
}

describe('the server’s files', () => {
  it('import one another’s values without a loop (what two files share goes below both)', () => {
    expect(importLoops()).toEqual([]);
  });
});
