import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '@fleetdesk/contract/auth';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import type { Db } from '../../platform/database/client';
import { memberships } from '../shops/shops.tables';
import { auditLog } from './audit.tables';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/** A client address of this test alone, so its events can be told apart. */
const newAddress = () => `192.0.${randomInt(256)}.${randomInt(1, 255)}`;

function call(
  app: TestApp,
  from: string,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; payload?: unknown } = {},
) {
  return app.app.inject({
    method,
    url,
    remoteAddress: from,
    headers: options.token ? { authorization: `Token ${options.token}` } : {},
    ...(options.payload === undefined
      ? {}
      : { payload: options.payload as InjectOptions['payload'] }),
  });
}

/** Events of no shop from one address. Only a transaction that asks for them may read them. */
function securityEvents(db: Db, address: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('fleetdesk.read_security_events', 'on', true)`);
    return tx
      .select()
      .from(auditLog)
      .where(and(isNull(auditLog.shopId), eq(auditLog.address, address)))
      .orderBy(asc(auditLog.id));
  });
}

const brief = (e: typeof auditLog.$inferSelect) => ({
  action: e.action,
  actor: e.userId,
  entity: `${e.entity}:${e.entityId}`,
  after: e.after,
});

describe('security events', () => {
  it('records sign-in failures and successes with the client address, and no name nobody has', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    const from = newAddress();
    const login = (username: string, password: string) =>
      call(t, from, 'POST', '/api/base/login/', { payload: { username, password } });
    expect((await login(user.username, 'wrong-password')).statusCode).toBe(400);
    expect((await login('nobody-has-this-name', 'secret-typed-here')).statusCode).toBe(400);
    expect((await login(user.username, user.password)).statusCode).toBe(200);

    const events = await securityEvents(t.db, from);
    expect(events.map(brief)).toEqual([
      {
        action: 'sign_in_failed',
        actor: null,
        entity: `user:${user.id}`,
        after: { method: 'password', reason: 'wrong_password' },
      },
      {
        action: 'sign_in_failed',
        actor: null,
        entity: 'user:',
        after: { method: 'password', reason: 'unknown_user' },
      },
      {
        action: 'sign_in',
        actor: user.id,
        entity: `user:${user.id}`,
        after: { method: 'password', shop_id: shop.id, token: true },
      },
    ]);
    expect(JSON.stringify(events)).not.toContain('nobody-has-this-name');
    for (const e of events) {
      expect(e.address).toBe(from);
      expect(Date.now() - e.createdAt.getTime()).toBeLessThan(60_000);
    }
  });

  it('records throttled attempts, and evaluates no more than the limit', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    const from = newAddress();
    await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        call(t, from, 'POST', '/api/base/login/', {
          payload: { username: user.username, password: `guess-${i}` },
        }),
      ),
    );
    const reasons = (await securityEvents(t.db, from)).map(
      (e) => (e.after as { reason: string }).reason,
    );
    expect(reasons.filter((r) => r === 'wrong_password')).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(reasons.filter((r) => r === 'throttled')).toHaveLength(15 - LOGIN_FAILURE_LIMIT);
  });

  it('records sign-out, password change and shop switch by the signed-in user', async () => {
    const [a, b] = [await t.createShop(), await t.createShop()];
    const user = await t.createUser({ shops: [a, b] });
    const from = newAddress();
    const switched = await call(t, from, 'POST', '/api/employees/switch-shop/', {
      token: user.token,
      payload: { shop_id: b.id },
    });
    expect(switched.statusCode).toBe(200);
    const changed = await call(t, from, 'POST', '/api/base/change-password/', {
      token: user.token,
      payload: { current_password: user.password, new_password: 'a-new-long-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await call(t, from, 'POST', '/api/base/logout/', { token: user.token })).statusCode,
    ).toBe(200);

    const events = await securityEvents(t.db, from);
    expect(events.map(brief)).toEqual([
      {
        action: 'shop_switch',
        actor: user.id,
        entity: `user:${user.id}`,
        after: { shop_id: b.id },
      },
      {
        action: 'password_change',
        actor: user.id,
        entity: `user:${user.id}`,
        after: { other_sessions_revoked: true },
      },
      { action: 'sign_out', actor: user.id, entity: `user:${user.id}`, after: null },
    ]);
    expect(events[0]!.before).toEqual({ shop_id: a.id });
  });

  it('records a failed password change not at all: the refused request leaves nothing', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    const from = newAddress();
    const wrong = await call(t, from, 'POST', '/api/base/change-password/', {
      token: user.token,
      payload: { current_password: 'not-it', new_password: 'a-new-long-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await securityEvents(t.db, from)).toEqual([]);
  });

  it("records a member's role and permission change in the shop, with the administrator's address", async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    const member = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const [membership] = await t.inShop(shop, (db) =>
      db.select().from(memberships).where(eq(memberships.userId, member.id)),
    );
    const from = newAddress();
    const res = await call(t, from, 'PATCH', `/api/shops/members/${membership!.id}/`, {
      token: admin.token,
      payload: { role: 'fleet_manager', grants: ['canViewArchived'] },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'membership'), eq(auditLog.entityId, `${membership!.id}`))),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      shopId: shop.id,
      userId: admin.id,
      action: 'update',
      address: from,
      before: { role: 'vehicle_viewer', grants: [] },
      after: { role: 'fleet_manager', grants: ['canViewArchived'] },
    });
  });

  it('records Google sign-in, refused and accepted', async () => {
    let email = '';
    const fakeGoogle: typeof fetch = async (input) => {
      const token = new URL(String(input)).searchParams.get('access_token');
      if (token !== 'good') return new Response('{}', { status: 400 });
      return Response.json({ aud: 'client-id', email, email_verified: 'true' });
    };
    const g = await setupTestApp({ GOOGLE_CLIENT_ID: 'client-id' }, { fetch: fakeGoogle });
    try {
      const shop = await g.createShop();
      const user = await g.createUser({ shops: [shop] });
      email = user.email;
      const from = newAddress();
      const google = (access_token: string) =>
        call(g, from, 'POST', '/api/base/login/google/', { payload: { access_token } });
      expect((await google('forged')).statusCode).toBe(400);
      expect((await google('good')).statusCode).toBe(200);
      expect((await securityEvents(g.db, from)).map(brief)).toEqual([
        {
          action: 'sign_in_failed',
          actor: null,
          entity: 'user:',
          after: { method: 'google', reason: 'token_rejected' },
        },
        {
          action: 'sign_in',
          actor: user.id,
          entity: `user:${user.id}`,
          after: { method: 'google', shop_id: shop.id, token: true },
        },
      ]);
    } finally {
      await g.close();
    }
  });

  it('are not readable without asking for them (as no HTTP path does)', async () => {
    const from = newAddress();
    await call(t, from, 'POST', '/api/base/login/', {
      payload: { username: 'someone-unknown', password: 'whatever-it-is' },
    });
    expect(await securityEvents(t.db, from)).toHaveLength(1);
    const plain = await t.db.select().from(auditLog).where(eq(auditLog.address, from));
    expect(plain).toEqual([]);
  });
});

describe('the audit log is append-only', () => {
  /** The database's own message, under Drizzle's "Failed query" wrapper. */
  async function refusal(work: Promise<unknown>): Promise<string> {
    try {
      await work;
    } catch (err) {
      const messages: string[] = [];
      for (let e: unknown = err; e instanceof Error; e = e.cause) messages.push(e.message);
      return messages.join(' | ');
    }
    throw new Error('expected the statement to fail');
  }

  it('refuses UPDATE and DELETE, even of no row, whoever connects', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    await t.request(admin, 'POST', '/api/shops/locations/', { name: 'Audited Bay' });
    await t.inShop(shop, async (db) => {
      expect(await db.select().from(auditLog).where(eq(auditLog.shopId, shop.id))).toHaveLength(1);
    });
    for (const statement of [
      sql`update audit_log set action = 'tampered'`,
      sql`update audit_log set action = 'tampered' where false`,
      sql`delete from audit_log`,
      sql`delete from audit_log where id = -1`,
    ]) {
      // In the shop's scope, where its rows are visible, and with no scope at all. The app's
      // role has no UPDATE/DELETE right on it (PGlite runs as that role); a login that owns the
      // table (PostgreSQL here) meets the trigger.
      expect(await refusal(t.inShop(shop, (db) => db.execute(statement)))).toMatch(
        /audit_log is append-only|permission denied for table audit_log/,
      );
      expect(await refusal(t.db.execute(statement))).toMatch(
        /audit_log is append-only|permission denied for table audit_log/,
      );
    }
    expect(await refusal(t.db.execute(sql`truncate audit_log`))).toMatch(
      /append-only|permission denied/,
    );
    await t.inShop(shop, async (db) => {
      const rows = await db.select().from(auditLog).where(eq(auditLog.shopId, shop.id));
      expect(rows.map((r) => r.action)).toEqual(['create']);
    });
  });
});
