// Bundles the server into dist/main.js. Dependencies stay in node_modules (PGlite
// loads its WASM from there); the workspace contract package is compiled in. The migrations and
// the PDFs' fonts are copied beside the bundle.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@fleetdesk/'))
  .flatMap((name) => [name, `${name}/*`]);

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'].filter((f) => existsSync(f)),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    // Some dependencies are CommonJS and call require(); give the ESM bundle one.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: {
    BUNDLED_MIGRATIONS: JSON.stringify('./migrations'),
    BUNDLED_FONTS: JSON.stringify('./fonts/'),
  },
  logLevel: 'warning',
});
cpSync('migrations', 'dist/migrations', { recursive: true });
// The PDFs' fonts (platform/pdf-fonts.ts), read beside the bundle.
cpSync('assets/fonts', 'dist/fonts', { recursive: true });
console.log('server built: apps/server/dist/main.js');
