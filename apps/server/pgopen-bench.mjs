import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
const template = process.argv[2];
const cached = process.argv[3] === 'cached';
const dist = new URL('../../node_modules/@electric-sql/pglite/dist/', import.meta.url);
let mods = {};
if (cached) {
  const t0 = performance.now();
  mods = {
    pgliteWasmModule: await WebAssembly.compile(readFileSync(new URL('pglite.wasm', dist))),
    initdbWasmModule: await WebAssembly.compile(readFileSync(new URL('initdb.wasm', dist))),
    fsBundle: new Blob([readFileSync(new URL('pglite.data', dist))]),
  };
  console.log('compile once', (performance.now() - t0).toFixed(0));
}
const blob = new Blob([readFileSync(template)]);
for (let i = 0; i < 6; i++) {
  const t0 = performance.now();
  const c = await PGlite.create({ loadDataDir: blob, extensions: { pg_trgm, btree_gist }, ...mods });
  const t1 = performance.now();
  await c.query('select count(*) from vehicles');
  const t2 = performance.now();
  await c.close();
  console.log(i, 'open', (t1 - t0).toFixed(0), 'first query', (t2 - t1).toFixed(0), 'close', (performance.now() - t2).toFixed(0));
}
