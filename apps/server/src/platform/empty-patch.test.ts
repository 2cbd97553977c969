import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { routeCalls, type Holdings } from '../../test/authorization';

/**
 * A PATCH with nothing to change (`{}`) answers 200 with the record unchanged, on every PATCH
 * route the app registers (issue 32 §3): generated from the routes, as the authorization
 * matrix is, so a new PATCH route is covered the day it is added.
 */

let t: TestApp;
let a: Holdings;
const { hold, send, CASES } = routeCalls(() => t);

beforeAll(async () => {
  t = await setupTestApp();
  a = await hold();
});
afterAll(() => t.close());

describe('a PATCH with nothing to change', () => {
  it('answers 200 on every PATCH route, and the record reads as it did', async () => {
    const routes = t.app.routeTable.filter((r) => r.method === 'PATCH');
    expect(routes.length).toBeGreaterThan(10);
    const readable = new Set(t.app.routeTable.filter((r) => r.method === 'GET').map((r) => r.url));
    const failures: string[] = [];
    for (const route of routes) {
      const c = CASES[`PATCH ${route.url}`];
      expect(c, route.url).toBeDefined();
      // A fresh administrator: the shop's newest member, whose own rows (saved views,
      // notifications) the cases make, as the authorization matrix's callers are.
      const admin = await t.createUser({ shops: [a.shop] });
      const call = await c!.call(a);
      const read = async () => (await send(admin, 'GET', { url: call.url })).json();
      const before = readable.has(route.url) ? await read() : undefined;
      const res = await send(admin, 'PATCH', { ...call, body: {} });
      if (res.statusCode !== 200) failures.push(`${route.url} ${res.statusCode} ${res.body}`);
      else if (before !== undefined) {
        const after = await read();
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          failures.push(
            `${route.url} changed: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`,
          );
        }
        // The reply may carry less than the GET (a customer's without its agreements).
        const reply = res.json() as Record<string, unknown>;
        const shared = Object.keys(reply).filter((k) => k in before);
        const differ = shared.filter((k) => JSON.stringify(reply[k]) !== JSON.stringify(before[k]));
        if (differ.length > 0) failures.push(`${route.url} answered other ${differ.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('leaves the loaner settings as they were', async () => {
    const before = await t.request(a.admin, 'GET', '/api/loaners/settings/');
    const res = await t.request(a.admin, 'PATCH', '/api/loaners/settings/', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(before.json());
    const unknown = await t.request(a.admin, 'PATCH', '/api/loaners/settings/', { nope: 1 });
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect((await t.request(a.admin, 'GET', '/api/loaners/settings/')).json()).toEqual(
      before.json(),
    );
  });

  it('leaves a saved view, the module settings and a notification as they were', async () => {
    const member = await t.createUser({ shops: [a.shop] });
    const view = (await t.request(member, 'POST', '/api/vehicles/views/', { name: 'Mine' })).json();
    const settings = (
      await t.request(member, 'GET', '/api/vehicles/module-settings/current/')
    ).json();
    const notice = (await CASES['PATCH /api/notifications/notifications/:id/']!.call(a)).url;
    const noticeId = Number(notice.split('/').at(-2));
    type Page = { results: { id: number }[] };
    const row = (id: number) => (b: Page) => b.results.find((r) => r.id === id);
    // Where each record reads; the PATCH's reply is that record, its updated_at kept.
    const pairs: [patch: string, read: string, pick: (body: Page) => unknown][] = [
      [`/api/vehicles/views/${view.id}/`, '/api/vehicles/views/', row(view.id)],
      [
        `/api/vehicles/module-settings/${settings.id}/`,
        '/api/vehicles/module-settings/current/',
        (b) => b,
      ],
      [notice, '/api/notifications/notifications/', row(noticeId)],
      ['/api/shops/settings/', '/api/shops/settings/', (b) => b],
    ];
    for (const [patch, read, pick] of pairs) {
      const before = pick((await t.request(member, 'GET', read)).json());
      expect(before, read).toBeDefined();
      const res = await t.request(member, 'PATCH', patch, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), patch).toEqual(before);
      expect(pick((await t.request(member, 'GET', read)).json()), read).toEqual(before);
    }
  });
});
