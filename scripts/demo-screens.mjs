// What the phone measures (scripts/lighthouse.mjs, scripts/load-trace.mjs) share: the built app
// on a fresh embedded database with the demo, the demo manager signed in, and the address of
// each main screen in the demo shop.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SCREENS = ['list', 'vehicle', 'board', 'agreement', 'dashboard'];

/** The screens named on the command line, all by default. */
export function chosenScreens(argv = process.argv.slice(2)) {
  const chosen = argv.length > 0 ? argv : SCREENS;
  for (const s of chosen) if (!SCREENS.includes(s)) throw new Error(`unknown screen ${s}`);
  return chosen;
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Starts the built server on `port` with the demo seeded, waits for it, signs the demo manager
 * in (choosing their first shop if asked). Returns the base URL, the token, each screen's
 * address and `stop`.
 */
export async function startDemo(port) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['../server/dist/main.js'], {
    cwd: path.join(repo, 'apps/web'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fleetdesk-measure-')),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      REMINDER_HOUR: 'off',
    },
    stdio: 'ignore',
  });
  const stop = () => server.kill();
  try {
    const api = async (pathname, init = {}) => {
      const res = await fetch(`${base}${pathname}`, init);
      if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
      return res.json();
    };
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
    const vehicles = await api('/api/vehicles/vehicles/?page_size=1', { headers });
    const reserved = await api('/api/loaners/agreements/?status=reserved&page_size=1', { headers });
    if (reserved.results.length === 0) throw new Error('the demo shop has no reserved agreement');
    const urls = {
      list: `${base}/vehicles`,
      vehicle: `${base}/vehicles/${vehicles.results[0].vin}`,
      board: `${base}/loaners`,
      agreement: `${base}/loaners/agreements/${reserved.results[0].id}?at=check-out`,
      dashboard: `${base}/`,
    };
    return { base, token: login.key, urls, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
