import type { Plugin } from 'vite';

/** Suffix of the private copies' module ids (a query: the file read is the same). */
export const ISOLATED_SUFFIX = '?isolated';

/**
 * Vite plugin (build only): the given modules, and everything they import, get their own copy of
 * their dependencies instead of sharing the app's. A bundler cannot split one module between
 * chunks, so a module shared with the rest of the app carries every export the app uses: the
 * sign-in replies' zod/mini schemas would download the core the full zod schemas need (15 KB
 * gzip), where their own tree-shaken copy is a third of that. Imports from one root to another
 * stay shared. Tests and the dev server use the modules as they are.
 */
export function isolateImports(roots: readonly string[]): Plugin {
  const rootSet = new Set(roots);
  return {
    name: 'fleetdesk-isolate-imports',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const isolated = importer.endsWith(ISOLATED_SUFFIX);
      const from = isolated ? importer.slice(0, -ISOLATED_SUFFIX.length) : importer;
      if (!isolated && !rootSet.has(from)) return null;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external || rootSet.has(resolved.id)) return resolved;
      if (resolved.id.includes('?') || resolved.id.startsWith('\0')) return resolved;
      return { ...resolved, id: `${resolved.id}${ISOLATED_SUFFIX}` };
    },
  };
}
