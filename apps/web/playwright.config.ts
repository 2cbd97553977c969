import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The journeys run against the BUILT app (npm run build) with a fresh embedded database.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'fleetdesk-e2e-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Whole journeys on a shared 2-core machine (PGlite serves one request at a time): a guard, not a speed check.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace of each journey (kept for the failed ones) costs a quarter of the run's time; CI,
    // which keeps no files, turns it off (E2E_TRACE=off in .ci/run).
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    // The app's service worker answers page loads from its cache; a journey that mocks the network
    // (page.route) must see every request. The offline journey allows it (loaners-at-the-car).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      // The machine has no network: keep Chromium from reaching out at start.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../server/dist/main.js',
    url: `http://127.0.0.1:${PORT}/api/health/`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEMO_PASSWORD: 'fleetdesk-demo',
      LOG_LEVEL: 'warn',
      // No scheduled reminders mid-journey: reminders.spec.ts runs them from the diagnostics page.
      REMINDER_HOUR: 'off',
      // webhooks.spec.ts delivers to a receiver it starts on this machine (a loopback address).
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // Every journey signs in from this one loopback address, well over the 100 sign-ins in 10
      // minutes a real address may try (the limit itself is sign-in-limits.test.ts's).
      SIGN_IN_ADDRESS_LIMIT: '100000',
      // Lets a run use a snapshot of the build while apps/web/dist is rebuilt.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
