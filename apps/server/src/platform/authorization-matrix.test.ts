import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_PERMISSIONS } from '@fleetdesk/contract/api-tokens';
import type { Permission } from '@fleetdesk/contract/permissions';
import { setupTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { policyDocumentProbes, routeCalls, type Holdings } from '../../test/authorization';
import { createApiToken } from '../modules/integrations/tokens/api-tokens.test-fixtures';
import { takesApiTokens } from './session';

/**
 * The authorization matrix, generated from the routes the app registers: every shop route ×
 * {no token, another shop's record, a member without the route's permission, allowed}, every
 * user route × {no token, signed in}, and every route × API tokens {carrying the route's
 * permission, carrying every other, another shop's record}. A route without a case
 * (test/authorization/) fails the first test, so a new route is covered the day it is added.
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
    // Making each call's record checks loaners out (a signed PDF): past 30 s on a shared machine.
  }, 120_000);

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
    // As above: the loaner cases check a loaner out first.
  }, 120_000);

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
  }, 120_000);

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
    // Each invoice case lends and returns a loaner first: more than the default 30 s on a busy PostgreSQL.
  }, 120_000);

  it('holds an API token to its permissions on every route, and to its own shop', async () => {
    // Tokens of a new administrator of shop A for each route, whom they act for: a case that
    // reads the newest member's own rows (an export job) finds them.
    const tokenOf = async (creator: TestUser, permissions: readonly Permission[]) => {
      const names = API_TOKEN_PERMISSIONS.filter((p) => permissions.includes(p));
      return { ...creator, token: (await createApiToken(t, creator, names)).token };
    };
    const tried = { allowed: 0, refused: 0 };
    for (const route of t.app.routeTable.filter((r) => CASES[key(r)])) {
      const c = CASES[key(route)]!;
      const creator = await t.createUser({ shops: [a.shop] });
      const tokenCarrying = (permissions: readonly Permission[]) => tokenOf(creator, permissions);
      const needed = permissionsOf(route.config.permission);
      const carried = needed.filter((p) => API_TOKEN_PERMISSIONS.includes(p));
      // Any one of several permissions opens a route; a route of none takes tokens or not.
      const opens = takesApiTokens(route.config) && (needed.length === 0 || carried.length > 0);
      // A token carries at least one permission: one the route does not ask, when it asks none.
      const carries = [...carried, ...(c.alsoNeeds ?? [])];
      const withIt = await tokenCarrying(carries.length > 0 ? carries : ['canViewBasic']);
      const res = await send(withIt, route.method, await c.call(a));
      expect(res.statusCode, `${key(route)} with it ${res.body}`).toBe(opens ? (c.ok ?? 200) : 403);
      tried[opens ? 'allowed' : 'refused'] += 1;
      if (needed.length > 0) {
        const without = await tokenCarrying(
          API_TOKEN_PERMISSIONS.filter((p) => !needed.includes(p)),
        );
        const refused = await send(without, route.method, await c.call(a));
        expect(refused.statusCode, `${key(route)} without it ${refused.body}`).toBe(403);
      }
      if (!opens) continue;
      const everything = await tokenCarrying(API_TOKEN_PERMISSIONS);
      if (c.foreign) {
        const foreign = await send(everything, route.method, await c.foreign(a, b));
        expect(foreign.statusCode, `${key(route)} foreign ${foreign.body}`).toBe(404);
      }
      if (route.method === 'GET') {
        const read = await send(everything, route.method, await c.call(a));
        expect(read.body, key(route)).not.toContain(b.vin);
        expect(read.body, key(route)).not.toContain(b.shop.name);
      }
    }
    expect(tried.allowed).toBeGreaterThan(50);
    expect(tried.refused).toBeGreaterThan(20);
    // Three or four calls a route, on a shared machine.
  }, 300_000);

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
