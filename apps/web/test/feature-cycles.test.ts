import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const featuresDir = resolve(fileURLToPath(import.meta.url), '../../src/features');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]+)['"]/g;
const isTest = (file: string) => /\.test\.|test-fixtures|\/testing\/|test-data/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTest(path) ? [path] : [];
  });
}

const featureOf = (path: string) => relative(featuresDir, path).split(sep)[0]!;

/** Which features each feature imports (its code, not its tests), from the relative imports. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(file);
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), specifier!);
      const inside = relative(featuresDir, target);
      if (inside.startsWith('..')) continue; // lib/ or app/: not a feature
      const to = featureOf(target);
      if (to !== from) uses.add(to);
    }
  }
  return graph;
}

/** Each loop of features, as the path that closes it (`a -> b -> a`). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const walk = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === path[0]) found.push([...path, next].join(' -> '));
      // Each loop once: it is reported from its alphabetically first feature.
      else if (!path.includes(next) && next > path[0]!) walk(next, [...path, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, [start]);
  return found;
}

describe('web features (docs/decisions/0010)', () => {
  it('import one another without a loop: what two features share is composed in app/', () => {
    const graph = featureGraph();
    expect(graph.get('vehicles')).toBeDefined();
    expect(cycles(graph)).toEqual([]);
  });
});
