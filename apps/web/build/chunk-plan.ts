import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Two builds, one plan (docs/decisions/0016-signed-in-chunks.md). Split module by module, the
 * signed-in app comes in 110 small chunks; over HTTP/1.1 (six connections to a host) a cold
 * load of the vehicle detail then waits more on round trips than on bytes. Merging them by the
 * bundler's own rules pulls the shell into the sign-in page, which must stay light. So a first
 * build records which modules the sign-in page loads ("plan" mode); the real build puts every
 * other module of the libraries and of the app's shared code in two chunks of their own.
 */

/** Libraries only some screens load (the charts, the signature pad, drag and drop): kept apart. */
const LAZY_LIBRARIES =
  /node_modules[\\/](?:recharts|@mantine[\\/]charts|d3-|victory-vendor|@reduxjs|immer|react-redux|reselect|redux|es-toolkit|decimal\.js-light|signature_pad|@dnd-kit|eventemitter3|internmap|tiny-invariant|use-sync-external-store)/;

const isLibrary = (id: string) => id.includes('node_modules');

/** The module whose static imports are the signed-in shell. */
const SHELL_ROOT = /[\\/]src[\\/]app[\\/]RoutedApp\.tsx$/;

/** Contract modules that belong to one area of the app, by their name's first word. */
const CONTRACT_AREAS: Record<string, string> = {
  loaner: 'loaners',
  loaners: 'loaners',
  financing: 'financing',
  insurance: 'insurance',
  maintenance: 'service',
  service: 'service',
  webhooks: 'integrations',
  fuel: 'fuel',
  inspections: 'inspections',
  issues: 'issues',
  assignments: 'assignments',
  cost: 'cost-reports',
  document: 'documents',
};

/** `shared-<area>` for a module of one feature folder or of its contract, else null. */
function areaOf(id: string): string | null {
  const feature = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id);
  if (feature) return `shared-${feature[1]}`;
  const contract = /[\\/]packages[\\/]contract[\\/]src[\\/](?:rules[\\/])?([a-z]+)/.exec(id);
  const area = contract && CONTRACT_AREAS[contract[1]!];
  return area ? `shared-${area}` : null;
}

type Plan = { signIn: string[] };

/**
 * "plan" mode: writes the ids of the modules in the chunks the sign-in page loads: the entry,
 * the lazy imports listed in `signInRoots` (the sign-in screen and its reply schemas), and
 * everything those chunks import.
 */
export function recordSignInModules(signInRoots: readonly string[], planFile: string): Plugin {
  return {
    name: 'fleetdesk-chunk-plan-record',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const isRoot = (id: string | null) =>
        id !== null && signInRoots.some((root) => id.startsWith(root));
      const stack = chunks.filter((c) => c.isEntry || isRoot(c.facadeModuleId));
      const seen = new Set<string>();
      const modules = new Set<string>();
      while (stack.length > 0) {
        const chunk = stack.pop()!;
        if (seen.has(chunk.fileName)) continue;
        seen.add(chunk.fileName);
        for (const id of chunk.moduleIds) modules.add(id);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) stack.push(imported);
        }
      }
      mkdirSync(path.dirname(planFile), { recursive: true });
      writeFileSync(planFile, JSON.stringify({ signIn: [...modules] } satisfies Plan));
    },
  };
}

/**
 * The real build's chunk groups, from the plan: none without one (the dev server, a build
 * that skipped the plan), so the app still works, only in more chunks.
 */
export function signedInGroups(planFile: string) {
  if (!existsSync(planFile)) return undefined;
  const { signIn } = JSON.parse(readFileSync(planFile, 'utf8')) as Plan;
  const signInModules = new Set(signIn);
  const signedInOnly = (id: string) => !signInModules.has(id) && !LAZY_LIBRARIES.test(id);
  // App modules that import a lazy library, however indirectly: in the shared chunk they would
  // make every screen download it.
  const reachesLazy = new Set<string>();
  // What the shell itself imports (RoutedApp's static imports, however deep): every screen needs it.
  const shellModules = new Set<string>();
  const plugin: Plugin = {
    name: 'fleetdesk-chunk-plan-apply',
    apply: 'build',
    buildEnd() {
      // Upwards from the lazy libraries, through everything that imports them.
      const stack = [...this.getModuleIds()].filter((id) => LAZY_LIBRARIES.test(id));
      const seen = new Set<string>();
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        if (!isLibrary(id)) reachesLazy.add(id);
        stack.push(...(this.getModuleInfo(id)?.importers ?? []));
      }
      const shell = [...this.getModuleIds()].filter((id) => SHELL_ROOT.test(id));
      while (shell.length > 0) {
        const id = shell.pop()!;
        if (shellModules.has(id)) continue;
        shellModules.add(id);
        shell.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return {
    plugin,
    groups: [
      {
        name: 'shell-libraries',
        test: (id: string) => isLibrary(id) && signedInOnly(id),
        // A captured module's imports stay where they are: pulled in, the sign-in page's own
        // (React, Mantine's inputs) would make that page download this chunk.
        includeDependenciesRecursively: false,
      },
      {
        // The shell's own code, and shared code of no one area, in one chunk; the code an area's
        // screens share (the loaners' forms, the financing tabs) in one chunk per area, which
        // only that area's screens download.
        debugName: 'shared code, by area',
        name: (id: string) =>
          shellModules.has(id) ? 'shell-shared' : (areaOf(id) ?? 'shell-shared'),
        test: (id: string) => !isLibrary(id) && signedInOnly(id) && !reachesLazy.has(id),
        // Code of one screen stays with that screen.
        minShareCount: 2,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
