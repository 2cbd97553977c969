import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { isolateImports } from '../build/isolate-imports';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Builds main.js (which lazily imports root.js and other.js); returns the chunks' code. */
async function buildChunks(isolate: boolean): Promise<{ root: string; all: string[] }> {
  const output = (await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: isolate ? [isolateImports([path.join(dir, 'root.js')])] : [],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: path.join(dir, 'main.js') },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const root = chunks.find((c) => c.facadeModuleId === path.join(dir, 'root.js'));
  if (!root) throw new Error('no chunk for root.js');
  // root.js's code with that of the chunks it imports statically: what loading it fetches.
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const fetched = [root, ...root.imports.map((file) => byName.get(file))];
  return { root: fetched.map((c) => c?.code ?? '').join('\n'), all: chunks.map((c) => c.code) };
}

describe('isolateImports (the web build step)', () => {
  it("gives a root its own tree-shaken copy of a module the app shares; the app's is whole", async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'isolate-'));
    writeFileSync(
      path.join(dir, 'shared.js'),
      `export const small = () => 'SMALL';\nexport const big = () => 'BIG'.repeat(3);\n`,
    );
    writeFileSync(
      path.join(dir, 'root.js'),
      `import { small } from './shared.js';\nexport const r = small();\n`,
    );
    writeFileSync(
      path.join(dir, 'other.js'),
      `import { big, small } from './shared.js';\nexport const o = big() + small();\n`,
    );
    writeFileSync(
      path.join(dir, 'main.js'),
      `globalThis.load = () => Promise.all([import('./root.js'), import('./other.js')]);\n`,
    );

    const shared = await buildChunks(false);
    expect(shared.root).toContain('"BIG"');

    const isolated = await buildChunks(true);
    expect(isolated.root).toContain('"SMALL"');
    expect(isolated.root).not.toContain('"BIG"');
    expect(isolated.all.filter((code) => code.includes('"BIG"'))).toHaveLength(1);
  });
});
