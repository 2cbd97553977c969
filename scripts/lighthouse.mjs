#!/usr/bin/env node
// Lighthouse on the built app's main screens, signed in as the demo manager, the browser cache
// cleared before each run (LH_COLD=0 keeps it: a repeat visit). Mobile settings by default
// (Lighthouse's own: a mid-range phone on slow 4G, simulated); LH_FORM=desktop for desktop.
// Lighthouse is not a dependency of the project (it is large and only this measure uses it):
// install it aside, then point LIGHTHOUSE_DIR at it:
//   npm install --prefix /tmp/lh lighthouse@12.8.2
//   npm run build && LIGHTHOUSE_DIR=/tmp/lh node scripts/lighthouse.mjs [screen ...]
// Screens: list, vehicle, board, agreement (its check-out form open), dashboard; all by default.
// LH_CPU=n runs the mobile settings with an n-times CPU slowdown instead of 4x: Lighthouse's
// 4x is meant for a host of benchmark index 1,500 to 2,000 and asks for a lower one on a slower
// host (its docs/throttling.md); each report's benchmark index is printed.
// Prints each run's scores and metrics, then each screen's median; writes the reports to
// $LIGHTHOUSE_DIR/report-<screen>-<run>.json.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const lhDir = process.env.LIGHTHOUSE_DIR;
if (!lhDir) {
  console.error('Set LIGHTHOUSE_DIR to a folder with lighthouse installed (see the header).');
  process.exit(1);
}
const fromLh = createRequire(path.join(lhDir, 'package.json'));
const importFromLh = (name) => import(pathToFileURL(fromLh.resolve(name)).href);
const { default: lighthouse } = await importFromLh('lighthouse');
const desktop = process.env.LH_FORM === 'desktop';
const config = desktop
  ? (await importFromLh('lighthouse/core/config/desktop-config.js')).default
  : undefined;
const { default: puppeteer } = await importFromLh('puppeteer-core');
const cpu = process.env.LH_CPU ? Number(process.env.LH_CPU) : undefined;
const throttling =
  cpu === undefined
    ? undefined
    : {
        ...(await importFromLh('lighthouse/core/config/constants.js')).throttling.mobileSlow4G,
        cpuSlowdownMultiplier: cpu,
      };

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.LH_PORT ?? 3499);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.LH_RUNS ?? 3);
const SCREENS = ['list', 'vehicle', 'board', 'agreement', 'dashboard'];
const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : SCREENS;
for (const s of chosen) if (!SCREENS.includes(s)) throw new Error(`unknown screen ${s}`);

const server = spawn('node', ['../server/dist/main.js'], {
  cwd: path.join(repo, 'apps/web'),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fleetdesk-lh-')),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    REMINDER_HOUR: 'off',
  },
  stdio: 'ignore',
});

async function api(pathname, init = {}) {
  const res = await fetch(`${base}${pathname}`, init);
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  return res.json();
}

/** The address of each screen in the demo shop. */
async function addresses(headers) {
  const vehicles = await api('/api/vehicles/vehicles/?page_size=1', { headers });
  const reserved = await api('/api/loaners/agreements/?status=reserved&page_size=1', { headers });
  if (reserved.results.length === 0) throw new Error('the demo shop has no reserved agreement');
  return {
    list: `${base}/vehicles`,
    vehicle: `${base}/vehicles/${vehicles.results[0].vin}`,
    board: `${base}/loaners`,
    agreement: `${base}/loaners/agreements/${reserved.results[0].id}?at=check-out`,
    dashboard: `${base}/`,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const json = { 'content-type': 'application/json' };
  const login = await api('/api/base/login/', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      username: 'manager',
      password: process.env.DEMO_PASSWORD ?? 'fleetdesk-demo',
    }),
  });
  const headers = { Authorization: `Token ${login.key}` };
  if (login.needs_shop_selection) {
    const { shops } = await api('/api/employees/available-shops/', { headers });
    await api('/api/employees/switch-shop/', {
      method: 'POST',
      headers: { ...headers, ...json },
      body: JSON.stringify({ shop_id: shops[0].id }),
    });
  }
  const urls = await addresses(headers);

  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  await page.goto(`${base}/no-shop-assignment`);
  await page.evaluate((token) => localStorage.setItem('authToken', token), login.key);
  const summary = [];
  for (const screen of chosen) {
    console.log(`${screen}: ${urls[screen]}`);
    const scores = [];
    for (let run = 0; run < runs; run++) {
      if (process.env.LH_COLD !== '0') {
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        // The app's service worker keeps its code: a cold run starts without it too.
        await cdp.send('Storage.clearDataForOrigin', {
          origin: base,
          storageTypes: 'service_workers,cache_storage',
        });
        await cdp.detach();
      }
      const load = loadavg()[0].toFixed(2);
      // The session lives in localStorage: Lighthouse must not reset the storage.
      const result = await lighthouse(
        urls[screen],
        {
          logLevel: 'error',
          output: 'json',
          disableStorageReset: true,
          ...(throttling ? { throttling } : {}),
        },
        config,
        page,
      );
      const { categories: c, audits: a } = result.lhr;
      const score = (k) => Math.round(c[k].score * 100);
      scores.push(score('performance'));
      const jsBytes = a['network-requests'].details.items
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + r.transferSize, 0);
      console.log(
        `  run ${run + 1}: performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
          `best practices ${score('best-practices')}; ` +
          ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
            .map((k) => `${a[k].title} ${a[k].displayValue}`)
            .join(', ') +
          `, CLS ${a['cumulative-layout-shift'].displayValue}, ` +
          `${a['network-requests'].details.items.length} requests, ` +
          `JS ${(jsBytes / 1024).toFixed(0)} KB transferred; load average ${load}, ` +
          `benchmark index ${result.lhr.environment.benchmarkIndex}, ` +
          `CPU ${result.lhr.configSettings.throttling.cpuSlowdownMultiplier}x`,
      );
      writeFileSync(path.join(lhDir, `report-${screen}-${run}.json`), result.report);
    }
    summary.push(`${screen}: median performance ${median(scores)} (${scores.join(', ')})`);
  }
  console.log(summary.join('\n'));
  await browser.close();
} finally {
  server.kill();
}
