import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@fleetdesk/contract/permissions';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { policyDocumentProbes, routeCalls, type Holdings } from '../../test/authorization';

/**
 * The authorization matrix, generated from the routes the app registers: every shop route ×
 * {no token, another shop's record, a member without the route's permission, allowed}, every
 * user route × {no token, signed in}. A route without a case (test/authorization/) fails the first test, so a
 * new route is covered the day it is added.
 */

let t: TestApp;
let a: Holdings;
let b: Holdings;
const { hold, PUBLIC, send, CASES } = routeCalls(() => t);

beforeAll(async () => {
  t = await setupTestApp();
  [a, b] = [await hold(), await hold()];
});
afterAll(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const permissionsOf = (p: string | readonly string[] | undefined) =>
  (p === undefined ? [] : [p].flat()) as Permission[];

describe('the authorization matrix', () => {
  it('has a case for every registered route', () => {
    const missing = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map(key)
      .filter((k) => !CASES[k] && !PUBLIC.has(k));
    expect(missing).toEqual([]);
  });

  it('answers 401 without a token, on every route that is not public', async () => {
    for (const route of t.app.routeTable.filter((r) => CASES[key(r)])) {
      const res = await send(null, route.method, await CASES[key(route)]!.call(a));
      expect(res.statusCode, key(route)).toBe(401);
    }
  });

  it("answers 404 for another shop's record, and never shows another shop's rows", async () => {
    for (const route of t.app.routeTable.filter((r) => CASES[key(r)])) {
      const c = CASES[key(route)]!;
      if (c.foreign) {
        const res = await send(a.admin, route.method, await c.foreign(a, b));
        expect(res.statusCode, `${key(route)} ${res.body}`).toBe(404);
      }
      if (route.method === 'GET') {
        const res = await send(a.admin, route.method, await c.call(a));
        expect(res.body, key(route)).not.toContain(b.vin);
        expect(res.body, key(route)).not.toContain(b.shop.name);
      }
    }
  });

  it("answers 403 to a member without the route's permission", async () => {
    const checked: string[] = [];
    for (const route of t.app.routeTable.filter((r) => CASES[key(r)])) {
      const needed = permissionsOf(route.config.permission);
      if (needed.length === 0) continue;
      const member = await t.createUser({ shops: [a.shop], withdrawals: needed });
      const res = await send(member, route.method, await CASES[key(route)]!.call(a));
      expect(res.statusCode, `${key(route)} ${res.body}`).toBe(403);
      checked.push(key(route));
    }
    expect(checked.length).toBeGreaterThan(25);
  });

  it('lets an allowed member through', async () => {
    for (const route of t.app.routeTable.filter((r) => CASES[key(r)])) {
      const c = CASES[key(route)]!;
      const needed = permissionsOf(route.config.permission);
      // A member holding only what the route needs (a viewer granted it), not an administrator.
      const member = await t.createUser({
        shops: [a.shop],
        role: 'vehicle_viewer',
        grants: [...needed, ...(c.alsoNeeds ?? [])],
      });
      const res = await send(member, route.method, await c.call(a));
      expect(res.statusCode, `${key(route)} ${res.body}`).toBe(c.ok ?? 200);
    }
  });

  it("shows a policy's documents only with canViewInsurance, on every route that shows documents", async () => {
    const { probes, attached } = policyDocumentProbes(() => t);
    const doc = await attached(a);
    for (const probe of probes) {
      const [without, withIt] = [
        await t.createUser({
          shops: [a.shop],
          role: 'vehicle_viewer',
          grants: probe.needs,
          withdrawals: ['canViewInsurance'],
        }),
        await t.createUser({
          shops: [a.shop],
          role: 'vehicle_viewer',
          grants: [...probe.needs, 'canViewInsurance'],
        }),
      ];
      expect(await probe.shows(without, a, doc), `${probe.name} without`).toBe(false);
      expect(await probe.shows(withIt, a, doc), `${probe.name} with`).toBe(true);
    }
  });
});
