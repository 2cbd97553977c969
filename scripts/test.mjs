#!/usr/bin/env node
// `npm test`: every test, in order of cost. Each step must pass for the next to run.
//  1. contract, server (PGlite) and web component tests
//  2. server tests again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it)
//  3. the built app in a real Chromium (Playwright)
import { spawnSync } from 'node:child_process';

const steps = [
  [
    'unit + server (PGlite) + web',
    'npx',
    ['vitest', 'run', '--project', 'contract', '--project', 'server', '--project', 'web'],
    {},
  ],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'server on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'server'],
    { TEST_DB_ENGINE: 'postgres' },
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: server tests run on PGlite only.');
}
if (process.env.SKIP_E2E !== '1') {
  steps.push(['build', 'npm', ['run', 'build'], {}]);
  steps.push(['sign-in JavaScript budget (120 KB gzip)', 'node', ['scripts/bundle-size.mjs'], {}]);
  steps.push([
    'end-to-end (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'],
    {},
  ]);
}

for (const [name, cmd, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${name}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// A closing line CI tools read: every step passed (a failed step exits above).
console.log(`\nsteps: ${steps.length} passed, 0 failed`);
