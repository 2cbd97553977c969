import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop } from '../../../test/helpers';
import { runCli } from '../../cli';
import { auditLog } from '../audit';
import { notifications } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const cli = async (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    openDb: async () => t.db,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

const rowsOf = (shop: TestShop) =>
  t.inShop(shop, (db) => db.select().from(notifications).where(eq(notifications.shopId, shop.id)));

describe('npm run cli -- notify', () => {
  it('notifies named members; they see it in their bell', async () => {
    const shop = await t.createShop();
    const ana = await t.createUser({ shops: [shop] });
    const ben = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const res = await cli(
      'notify',
      '--shop',
      shop.name,
      '--user',
      ana.username,
      '--user',
      ben.username,
      '--title',
      'Lot closed Friday',
      '--message',
      'Move the loaners to the North Lot.',
      '--severity',
      'warning',
      '--priority',
      'action_required',
      '--action-url',
      '/vehicles',
      '--action-text',
      'Open vehicles',
    );
    expect(res).toEqual({
      code: 0,
      out: `Notified 2 members of ${shop.name}: Lot closed Friday`,
      err: '',
    });
    const inbox = await t.request(ben, 'GET', '/api/notifications/notifications/');
    expect(inbox.json().results[0]).toMatchObject({
      title: 'Lot closed Friday',
      severity: 'warning',
      priority: 'action_required',
      action_url: '/vehicles',
      action_text: 'Open vehicles',
      additional_recipients_data: [{ id: ana.id, username: ana.username }],
    });
    const [event] = await t.inShop(shop, (db) =>
      db.select().from(auditLog).where(eq(auditLog.shopId, shop.id)),
    );
    expect(event?.after).toMatchObject({
      via: 'cli',
      command: 'notify',
      notification: 'Lot closed Friday',
    });
  });

  it('notifies every active member with --all-members', async () => {
    const shop = await t.createShop();
    await t.createUser({ shops: [shop] });
    await t.createUser({ shops: [shop] });
    await t.createUser({ shops: [shop], inactiveMembership: true });
    const res = await cli(
      'notify',
      '--shop-id',
      String(shop.id),
      '--all-members',
      '--title',
      'Hello',
      '--message',
      'Welcome aboard',
    );
    expect(res.out).toBe(`Notified 2 members of ${shop.name}: Hello`);
    expect((await rowsOf(shop)).map((r) => r.source)).toEqual(['cli', 'cli']);
  });

  it('says what is wrong and sends nothing', async () => {
    const shop = await t.createShop();
    const member = await t.createUser({ shops: [shop] });
    const outsider = await t.createUser({ shops: [await t.createShop()] });
    const base = ['notify', '--shop-id', String(shop.id), '--title', 'T', '--message', 'M'];
    expect(await cli(...base)).toMatchObject({
      code: 1,
      err: 'notify needs --user u (once or more) or --all-members, not both.',
    });
    expect(await cli('notify', '--shop-id', String(shop.id), '--all-members')).toMatchObject({
      code: 1,
      err: 'notify needs --title.',
    });
    expect(await cli(...base, '--user', 'nobody-here')).toMatchObject({
      code: 1,
      err: 'No user "nobody-here".',
    });
    expect(await cli(...base, '--user', member.username, '--user', outsider.username)).toEqual({
      code: 1,
      out: '',
      err: `Not an active member of ${shop.name}: ${outsider.username}. Nothing was sent.`,
    });
    const bad = await cli(
      ...base,
      '--user',
      member.username,
      '--severity',
      'urgent',
      '--action-url',
      'https://evil.example',
    );
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^severity: Severity must be one of/m);
    expect(bad.err).toMatch(/^action-url: The action URL must be a path inside the app/m);
    expect(await rowsOf(shop)).toEqual([]);
  });
});
