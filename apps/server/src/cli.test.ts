import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../test/helpers';
import { runCli } from './cli';
import type { Db } from './platform/database/client';
import { auditLog } from './modules/audit/audit.tables';
import { users } from './modules/auth/auth.tables';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const unique = () => randomUUID().slice(0, 8);

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    openDb: async () => t.db,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Events of no shop about one entity (only a transaction that asks may read them). */
function securityEvents(db: Db, entity: string, entityId: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('fleetdesk.read_security_events', 'on', true)`);
    return tx
      .select()
      .from(auditLog)
      .where(
        and(
          isNull(auditLog.shopId),
          eq(auditLog.entity, entity),
          eq(auditLog.entityId, String(entityId)),
        ),
      )
      .orderBy(asc(auditLog.id));
  });
}

describe('create-user --superuser (the first administrator of a server)', () => {
  it('creates a superuser who can sign in, and records who ran it', async () => {
    const username = `first_admin_${unique()}`;
    const created = await cli(
      'create-user',
      '--superuser',
      '--username',
      username,
      '--email',
      `${username}@example.test`,
      '--password',
      'a-long-first-password',
    );
    expect(created).toMatchObject({ code: 0, err: '' });
    expect(created.out).toMatch(
      new RegExp(`^Created user \\d+: ${username} <.*> \\(superuser\\)$`),
    );
    const [row] = await t.db.select().from(users).where(eq(users.username, username));
    expect(row).toMatchObject({ isSuperuser: true, isActive: true });
    const res = await t.request(null, 'POST', '/api/base/login/', {
      username,
      password: 'a-long-first-password',
    });
    expect(res.statusCode).toBe(200);

    const [event] = await securityEvents(t.db, 'user', row!.id);
    expect(event).toMatchObject({
      action: 'create',
      userId: null,
      address: null,
      after: {
        username,
        is_superuser: true,
        password_generated: false,
        via: 'cli',
        command: 'create-user',
      },
    });
    expect(Date.now() - event!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('creates an ordinary user without --superuser', async () => {
    const username = `plain_${unique()}`;
    expect(
      (await cli('create-user', '--username', username, '--email', `${username}@example.test`))
        .code,
    ).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.username, username));
    expect(row?.isSuperuser).toBe(false);
  });
});

describe('create-shop', () => {
  it("counts the new shop's days in the operator's time zone unless --time-zone names one", async () => {
    const zoneOf = async (...extra: string[]) => {
      const { out } = await cli('create-shop', '--name', `Zoned ${unique()}`, ...extra);
      return /dates in (.+)\)/.exec(out)?.[1];
    };
    const before = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      expect(await zoneOf()).toBe('Europe/Berlin');
      expect(await zoneOf('--time-zone', 'America/Chicago')).toBe('America/Chicago');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe('command-line administration in the audit trail', () => {
  it('records shop, membership, permission and password changes', async () => {
    const name = `Audited ${unique()}`;
    const shopId = Number(
      /Created shop (\d+)/.exec((await cli('create-shop', '--name', name)).out)?.[1],
    );
    const username = `audited_${unique()}`;
    await cli('create-user', '--username', username, '--email', `${username}@example.test`);
    const [user] = await t.db.select().from(users).where(eq(users.username, username));
    const shop = ['--shop-id', String(shopId)];
    expect(
      (await cli('add-member', '--username', username, ...shop, '--role', 'vehicle_viewer')).code,
    ).toBe(0);
    expect(
      (await cli('add-member', '--username', username, ...shop, '--role', 'fleet_manager')).code,
    ).toBe(0);
    expect(
      (await cli('grant', '--username', username, ...shop, '--permission', 'canViewArchived')).code,
    ).toBe(0);
    expect(
      (await cli('withdraw', '--username', username, ...shop, '--permission', 'canAdd')).code,
    ).toBe(0);
    expect(
      (await cli('set-password', '--username', username, '--password', 'another-long-one')).code,
    ).toBe(0);

    // Shop events are the shop's: read in its scope.
    const shopEvents = await t.inShop(shopId, (db) =>
      db.select().from(auditLog).where(eq(auditLog.shopId, shopId)).orderBy(asc(auditLog.id)),
    );
    expect(
      shopEvents.map((e) => [e.entity, e.action, (e.after as { command: string }).command]),
    ).toEqual([
      ['shop', 'create', 'create-shop'],
      ['membership', 'create', 'add-member'],
      ['membership', 'update', 'add-member'],
      ['membership', 'grant', 'grant'],
      ['membership', 'withdraw', 'withdraw'],
    ]);
    expect(shopEvents[2]).toMatchObject({
      userId: null,
      address: null,
      before: { role: 'vehicle_viewer' },
      after: { username, role: 'fleet_manager', via: 'cli' },
    });
    expect(shopEvents[3]!.after).toMatchObject({ permission: 'canViewArchived' });
    const membershipIds = new Set(shopEvents.slice(1).map((e) => e.entityId));
    expect(membershipIds.size).toBe(1);
    expect(Number([...membershipIds][0])).toBeGreaterThan(0);

    const userEvents = await securityEvents(t.db, 'user', user!.id);
    expect(userEvents.map((e) => e.action)).toEqual(['create', 'password_set']);

    const listed = await cli('security-events', '--limit', '10000');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      new RegExp(`password_set\\t-\\t-\\tuser:${user!.id}\\t.*"via":"cli"`),
    );
  });

  it('records nothing of a command that fails', async () => {
    const name = `Refused ${unique()}`;
    const shopId = Number(
      /Created shop (\d+)/.exec((await cli('create-shop', '--name', name)).out)?.[1],
    );
    const username = `refused_${unique()}`;
    await cli('create-user', '--username', username, '--email', `${username}@example.test`);
    const failed = await cli(
      'grant',
      '--username',
      username,
      '--shop-id',
      String(shopId),
      '--permission',
      'canAdd',
    );
    expect(failed).toMatchObject({ code: 1, err: `${username} is not a member of ${name}.` });
    const events = await t.inShop(shopId, (db) =>
      db.select().from(auditLog).where(eq(auditLog.shopId, shopId)),
    );
    expect(events.map((e) => e.action)).toEqual(['create']);
    expect((await cli('security-events', '--limit', '0')).err).toMatch(/--limit must be a number/);
  });
});
