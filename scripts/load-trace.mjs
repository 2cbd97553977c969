#!/usr/bin/env node
// The main thread of a cold load of the built app's main screens, traced in Chromium without
// throttling (or at TRACE_CPU times slower), signed in as the demo manager: each task of 20 ms
// or more with what ran in it, and per load the main thread's busy time and its time over
// 12.5 ms a task (what Lighthouse's 4x mobile run counts as blocking: 50 ms at 4x). Steadier
// than Lighthouse's simulated figures on a busy machine; see docs/benchmark-phone.md.
// Uses the puppeteer that comes with Lighthouse (scripts/lighthouse.mjs's header):
//   npm run build && LIGHTHOUSE_DIR=/tmp/lh node scripts/load-trace.mjs [screen ...]
// Screens: list, vehicle, board, agreement, dashboard (all by default); TRACE_RUNS each (3).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chosenScreens, median, startDemo } from './demo-screens.mjs';

const lhDir = process.env.LIGHTHOUSE_DIR;
if (!lhDir) {
  console.error(
    'Set LIGHTHOUSE_DIR to a folder with lighthouse installed (scripts/lighthouse.mjs).',
  );
  process.exit(1);
}
const fromLh = createRequire(path.join(lhDir, 'package.json'));
const { default: puppeteer } = await import(pathToFileURL(fromLh.resolve('puppeteer-core')).href);

const port = Number(process.env.TRACE_PORT ?? 3498);
const runs = Number(process.env.TRACE_RUNS ?? 3);
const cpu = Number(process.env.TRACE_CPU ?? 1);
const chosen = chosenScreens();

const KINDS = [
  'FunctionCall',
  'EvaluateScript',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
];

/** The tasks of the renderer's main thread that did the most (the page's), from navigation on. */
function tasksOf(trace) {
  const events = trace.traceEvents;
  const mains = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const own = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X');
  const busy = (m) => own(m).reduce((sum, e) => sum + (e.name === 'RunTask' ? e.dur : 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  const all = own(main).sort((a, b) => a.ts - b.ts);
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? 0;
  return { all, tasks: all.filter((e) => e.name === 'RunTask' && e.ts >= start), start };
}

const { base, token, urls, stop } = await startDemo(port);
try {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.goto(`${base}/no-shop-assignment`);
  await page.evaluate((t) => localStorage.setItem('authToken', t), token);
  const summary = [];
  for (const screen of chosen) {
    const figures = [];
    for (let run = 0; run < runs; run++) {
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: base,
        storageTypes: 'service_workers,cache_storage',
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await page.goto('about:blank');
      await page.tracing.start({
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      await page.goto(urls[screen], { waitUntil: 'networkidle0' });
      await new Promise((r) => setTimeout(r, 1000));
      const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
      const { all, tasks, start } = tasksOf(trace);
      console.log(`${screen}, run ${run + 1}:`);
      for (const task of tasks.filter((t) => t.dur >= 20_000)) {
        const inside = all.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
        const kinds = new Map();
        for (const e of inside) {
          if (KINDS.includes(e.name)) kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
        }
        const what = [...kinds]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
          .join(', ');
        console.log(
          `  at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms (${what})`,
        );
      }
      const busy = tasks.reduce((sum, t) => sum + t.dur / 1000, 0);
      const over = tasks.reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - 12.5), 0);
      const long = tasks.filter((t) => t.dur >= 20_000).length;
      figures.push({ busy, over, long });
      console.log(
        `  busy ${busy.toFixed(0)} ms, over 12.5 ms a task ${over.toFixed(0)} ms, ${long} tasks of 20 ms or more`,
      );
    }
    summary.push(
      `${screen}: median busy ${median(figures.map((f) => f.busy)).toFixed(0)} ms, ` +
        `over 12.5 ms ${median(figures.map((f) => f.over)).toFixed(0)} ms, ` +
        `tasks of 20 ms or more ${median(figures.map((f) => f.long))} (CPU ${cpu}x, ${runs} runs)`,
    );
  }
  console.log(summary.join('\n'));
  await browser.close();
} finally {
  stop();
}
