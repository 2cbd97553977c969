#!/usr/bin/env node
// Lighthouse (desktop) on a vehicle's detail page of the built app, signed in as the demo
// manager, with the browser cache cleared before each run (LH_COLD=0 keeps it: a repeat visit).
// Lighthouse is not a dependency of the project (it is large and only this measure uses it):
// install it aside, then point LIGHTHOUSE_DIR at it:
//   npm install --prefix /tmp/lh lighthouse@12.8.2
//   npm run build && LIGHTHOUSE_DIR=/tmp/lh node scripts/lighthouse-vehicle.mjs
// Prints each run's scores and metrics; writes the reports to $LIGHTHOUSE_DIR/report-N.json.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
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
const { default: desktopConfig } = await importFromLh('lighthouse/core/config/desktop-config.js');
const { default: puppeteer } = await importFromLh('puppeteer-core');

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.LH_PORT ?? 3499);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.LH_RUNS ?? 3);

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
  const list = await api('/api/vehicles/vehicles/?page_size=1', { headers });
  const url = `${base}/vehicles/${list.results[0].vin}`;

  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  await page.goto(`${base}/no-shop-assignment`);
  await page.evaluate((token) => localStorage.setItem('authToken', token), login.key);
  console.log(url);
  for (let run = 0; run < runs; run++) {
    if (process.env.LH_COLD !== '0') {
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    // The session lives in localStorage: Lighthouse must not reset the storage.
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', disableStorageReset: true },
      desktopConfig,
      page,
    );
    const { categories: c, audits: a } = result.lhr;
    const score = (k) => Math.round(c[k].score * 100);
    console.log(
      `run ${run + 1}: performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
        `best practices ${score('best-practices')}, SEO ${score('seo')}; ` +
        ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
          .map((k) => `${a[k].title} ${a[k].displayValue}`)
          .join(', ') +
        `, CLS ${a['cumulative-layout-shift'].displayValue}, ` +
        `${a['network-requests'].details.items.length} requests`,
    );
    writeFileSync(path.join(lhDir, `report-${run}.json`), result.report);
  }
  await browser.close();
} finally {
  server.kill();
}
