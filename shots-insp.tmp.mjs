import { chromium } from '@playwright/test';
import { startDemo } from './scripts/demo-screens.mjs';

const demo = await startDemo(3102);
const H = { Authorization: `Token ${demo.token}`, 'content-type': 'application/json' };
const api = async (p, init = {}) => {
  const res = await fetch(`${demo.base}${p}`, { ...init, headers: H });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${p} ${res.status} ${JSON.stringify(body)}`);
  return body;
};
try {
  const board = await api('/api/loaners/board/?from=2026-12-01&to=2026-12-07');
  const loaner = board.vehicles.find((v) => v.state === 'available') ?? board.vehicles[0];
  const vin = loaner.vin;
  const form = await api('/api/vehicles/inspection-forms/', {
    method: 'POST',
    body: JSON.stringify({
      name: 'Loaner walk-around',
      items: [
        { label: 'Lights and indicators', kind: 'pass_fail', required: true },
        { label: 'Tyres (tread and pressure)', kind: 'pass_fail', required: true },
        { label: 'Fuel level (eighths)', kind: 'number' },
        { label: 'Interior clean', kind: 'text' },
        { label: 'Damage photo', kind: 'photo' },
      ],
    }),
  });
  await api('/api/vehicles/inspections/', {
    method: 'POST',
    body: JSON.stringify({
      form: form.id,
      vehicle: vin,
      results: [
        { item: form.items[0].id, passed: true },
        { item: form.items[1].id, passed: false, note: 'Rear left tyre worn to the wear bars' },
        { item: form.items[2].id, value: 6 },
      ],
      signed_name: 'Sam Tech',
    }),
  });
  await api('/api/vehicles/issues/', {
    method: 'POST',
    body: JSON.stringify({ vehicle: vin, title: 'Airbag warning light on', priority: 'high', out_of_service: true }),
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const pages = {
    inspect: `/vehicles/inspect/${vin}`,
    tab: `/vehicles/${vin}?tab=inspections`,
    issues: '/vehicles/issues',
    forms: '/vehicles/inspection-forms',
    board: '/loaners',
  };
  for (const [w, h] of [[1440, 900], [390, 844]]) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${demo.base}/no-shop-assignment`);
    await page.evaluate((t) => localStorage.setItem('authToken', t), demo.token);
    for (const [name, p] of Object.entries(pages)) {
      await page.goto(`${demo.base}${p}`);
      await page.waitForTimeout(2500);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      console.log(name, w, 'overflow', overflow);
      await page.screenshot({ path: `/tmp/insp-${name}-${w}.png`, fullPage: name !== 'board' });
    }
    await context.close();
  }
  await browser.close();
} finally {
  demo.stop();
}
