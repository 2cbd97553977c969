#!/usr/bin/env node
// `npm test`: every test, in order of cost. Each step must pass for the next to run.
//  1. contract, server (PGlite) and web component tests
//  2. server tests again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it), while the app
//     is built beside them (the build waits on disk more than on a core)
//  3. the built app in a real Chromium (Playwright)
import { spawn } from 'node:child_process';

const e2e = process.env.SKIP_E2E !== '1';
const steps = [
  [
    'unit + server (PGlite) + web',
    'npx',
    // Two workers on CI's two cores: Vitest's default leaves one core idle (cores - 1). Each
    // server file has a PGlite database of its own; measured 536 s against about 640 s with one.
    [
      'vitest',
      'run',
      '--maxWorkers=2',
      '--project',
      'contract',
      '--project',
      'server',
      '--project',
      'web',
    ],
    {},
  ],
];
const build = ['build', 'npm', ['run', 'build'], {}];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'server on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'server'],
    { TEST_DB_ENGINE: 'postgres' },
    e2e ? build : null,
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: server tests run on PGlite only.');
  if (e2e) steps.push(build);
}
if (e2e) {
  steps.push([
    'JavaScript budgets (sign-in 120 KB gzip; signed-in screens at their ceilings)',
    'node',
    ['scripts/bundle-size.mjs'],
    {},
  ]);
  steps.push([
    'end-to-end (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'],
    {},
  ]);
}

/** Runs a step beside the current one, its output kept and printed when it ends. */
function beside([name, cmd, args, env]) {
  const child = spawn(cmd, args, { env: { ...process.env, ...env } });
  const out = [];
  child.stdout.on('data', (d) => out.push(d));
  child.stderr.on('data', (d) => out.push(d));
  return new Promise((resolve) =>
    child.on('close', (status) => resolve({ name, status, out: Buffer.concat(out) })),
  );
}

/** Runs a step in the foreground, its output shown as it comes and kept for a failure's recap. */
function inFront([name, cmd, args, env]) {
  const child = spawn(cmd, args, {
    env: { ...process.env, ...env },
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  const out = [];
  child.stdout.on('data', (d) => (process.stdout.write(d), out.push(d)));
  child.stderr.on('data', (d) => (process.stderr.write(d), out.push(d)));
  return new Promise((resolve) =>
    child.on('close', (status) => resolve({ name, status, out: Buffer.concat(out) })),
  );
}

/** A failed step's last lines again, at the very end of the log, where a reader of its tail looks. */
function recap({ name, out }) {
  const lines = out.toString().split('\n');
  console.log(`\n=== ${name} FAILED; its last ${Math.min(lines.length, 120)} lines: ===`);
  console.log(lines.slice(-120).join('\n'));
}

let passed = 0;
for (const [name, cmd, args, env, alongside] of steps) {
  console.log(`\n=== ${name}${alongside ? ` (and ${alongside[0]} beside it)` : ''} ===`);
  const started = Date.now();
  const other = alongside ? beside(alongside) : null;
  const r = await inFront([name, cmd, args, env]);
  console.log(
    `=== ${name}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  const done = other ? await other : null;
  if (done) {
    console.log(`\n=== ${done.name} ===\n${done.out.toString()}`);
    console.log(`=== ${done.name}: ${done.status === 0 ? 'passed' : 'FAILED'} ===`);
  }
  if (r.status !== 0) {
    if (done) recap(r);
    process.exit(r.status ?? 1);
  }
  if (done && done.status !== 0) process.exit(done.status ?? 1);
  passed += done ? 2 : 1;
}
// A closing line CI tools read: every step passed (a failed step exits above).
console.log(`\nsteps: ${passed} passed, 0 failed`);
