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
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chosenScreens, median, startDemo } from './demo-screens.mjs';

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

const port = Number(process.env.LH_PORT ?? 3499);
const runs = Number(process.env.LH_RUNS ?? 3);
const chosen = chosenScreens();

const { base, token, urls, stop } = await startDemo(port);
try {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  await page.goto(`${base}/no-shop-assignment`);
  await page.evaluate((t) => localStorage.setItem('authToken', t), token);
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
  stop();
}
