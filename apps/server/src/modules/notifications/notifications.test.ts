import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '@fleetdesk/contract/notifications';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { inScope } from '../../platform/tenancy';
import { notifications, notifyUsers, type NotifyInput } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const URL = '/api/notifications/notifications/';

/** Raises a notice as a job would (shop scope, no user). */
const notify = (shop: TestShop, input: Partial<NotifyInput> & { userIds: number[] }) =>
  t.inShop(shop, (db) =>
    notifyUsers({ db, shopId: shop.id }, { title: 'Title', message: 'Message', ...input }),
  );

/** Every row of the shop, as a job sees them (no user scope). */
const rowsOf = (shop: TestShop) =>
  t.inShop(shop, (db) => db.select().from(notifications).where(eq(notifications.shopId, shop.id)));

async function setup() {
  const shop = await t.createShop();
  const me = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
  const other = await t.createUser({ shops: [shop], role: 'fleet_manager' });
  return { shop, me, other };
}

const list = async (user: TestUser, query = '') => {
  const res = await t.request(user, 'GET', `${URL}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/notifications/notifications/', () => {
  it("lists the user's own notifications newest first, with the unread count", async () => {
    const { shop, me, other } = await setup();
    await notify(shop, { userIds: [me.id], title: 'Oldest', severity: 'info' });
    await notify(shop, {
      userIds: [me.id, other.id],
      title: 'Registration expired',
      message: 'The registration of the loaner expired yesterday.',
      severity: 'critical',
      priority: 'action_required',
      actionUrl: '/vehicles/1HGCM82633A004352',
      actionText: 'Open vehicle',
      additionalEmails: ['owner@example.test'],
    });
    const body = await list(me);
    expect(body).toMatchObject({ count: 2, total_pages: 1, next: null, unread_count: 2 });
    expect(body.results.map((n: { title: string }) => n.title)).toEqual([
      'Registration expired',
      'Oldest',
    ]);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      title: 'Registration expired',
      message: 'The registration of the loaner expired yesterday.',
      severity: 'critical',
      priority: 'action_required',
      is_read: false,
      is_dismissed: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      action_url: '/vehicles/1HGCM82633A004352',
      action_text: 'Open vehicle',
      additional_recipients_data: [
        { id: other.id, username: other.username, full_name: expect.stringMatching(/^Test /) },
      ],
      additional_emails: ['owner@example.test'],
    });
    expect(body.results[1]).toMatchObject({
      severity: 'info',
      priority: 'normal',
      action_url: null,
      action_text: null,
      additional_recipients_data: [],
      additional_emails: [],
    });
  });

  it('filters unread and critical, and pages', async () => {
    const { shop, me } = await setup();
    await notify(shop, { userIds: [me.id], title: 'A', severity: 'critical' });
    await notify(shop, { userIds: [me.id], title: 'B', severity: 'warning' });
    await notify(shop, { userIds: [me.id], title: 'C', severity: 'critical' });
    const first = (await list(me)).results;
    const readIt = await t.request(me, 'PATCH', `${URL}${first[0].id}/`, { is_read: true });
    expect(readIt.statusCode, readIt.body).toBe(200);

    const unread = await list(me, '?is_read=false');
    expect(unread.results.map((n: { title: string }) => n.title)).toEqual(['B', 'A']);
    expect(unread.unread_count).toBe(2);
    const critical = await list(me, '?severity=critical');
    expect(critical.results.map((n: { title: string }) => n.title)).toEqual(['C', 'A']);
    const page = await list(me, '?page_size=2');
    expect(page).toMatchObject({ count: 3, total_pages: 2 });
    expect(page.next).toBe(`${URL}?page_size=2&page=2`);
  });

  it('refuses bad filters with field errors, and answers 401 without a token', async () => {
    const { me } = await setup();
    const bad = await t.request(me, 'GET', `${URL}?severity=urgent&is_read=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['is_read', 'severity']);
    expect((await t.request(null, 'GET', URL)).statusCode).toBe(401);
    expect((await t.request(null, 'PATCH', `${URL}1/`, { is_read: true })).statusCode).toBe(401);
    expect((await t.request(null, 'POST', `${URL}mark_all_read/`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/notifications/notifications/{id}/', () => {
  it('marks read, then dismisses (the list no longer shows it)', async () => {
    const { shop, me } = await setup();
    await notify(shop, { userIds: [me.id] });
    const [n] = (await list(me)).results;
    const read = await t.request(me, 'PATCH', `${URL}${n.id}/`, { is_read: true });
    expect(read.json()).toMatchObject({ id: n.id, is_read: true, is_dismissed: false });
    expect((await list(me)).unread_count).toBe(0);
    const dismissed = await t.request(me, 'PATCH', `${URL}${n.id}/`, { is_dismissed: true });
    expect(dismissed.json()).toMatchObject({ is_read: true, is_dismissed: true });
    expect((await list(me)).count).toBe(0);
  });

  it('refuses false (no way back) and a bad id; an empty body changes nothing', async () => {
    const { shop, me } = await setup();
    await notify(shop, { userIds: [me.id] });
    const [n] = (await list(me)).results;
    const back = await t.request(me, 'PATCH', `${URL}${n.id}/`, { is_read: false });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual({ is_read: [NOTIFICATION_MESSAGES.noWayBack] });
    const undismiss = await t.request(me, 'PATCH', `${URL}${n.id}/`, {
      is_read: true,
      is_dismissed: false,
    });
    expect(undismiss.json()).toEqual({ is_dismissed: [NOTIFICATION_MESSAGES.noWayBack] });
    const empty = await t.request(me, 'PATCH', `${URL}${n.id}/`, {});
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual(n);
    expect((await t.request(me, 'PATCH', `${URL}abc/`, { is_read: true })).statusCode).toBe(400);
    expect((await list(me)).results[0]).toMatchObject({ is_read: false, is_dismissed: false });
  });

  it("never shows or changes another user's notification", async () => {
    const { shop, me, other } = await setup();
    await notify(shop, { userIds: [other.id], title: 'For the manager only' });
    const [theirs] = (await list(other)).results;
    expect((await list(me)).count).toBe(0);
    for (const body of [{ is_read: true }, { is_dismissed: true }]) {
      const res = await t.request(me, 'PATCH', `${URL}${theirs.id}/`, body);
      expect(res.statusCode).toBe(404);
    }
    expect((await list(other)).results[0]).toMatchObject({ is_read: false, is_dismissed: false });
  });

  it("never shows or changes another shop's notification, even the user's own there", async () => {
    const { shop, me } = await setup();
    const elsewhere = await t.createShop();
    const both = await t.createUser({ shops: [shop, elsewhere] });
    await notify(elsewhere, { userIds: [both.id], title: 'In the other shop' });
    const [foreign] = await rowsOf(elsewhere);
    expect((await list(both)).count).toBe(0);
    expect(
      (await t.request(both, 'PATCH', `${URL}${foreign!.id}/`, { is_read: true })).statusCode,
    ).toBe(404);
    expect(
      (await t.request(me, 'PATCH', `${URL}${foreign!.id}/`, { is_read: true })).statusCode,
    ).toBe(404);
    expect((await rowsOf(elsewhere))[0]!.isRead).toBe(false);
  });
});

describe('POST /api/notifications/notifications/mark_all_read/', () => {
  it("marks only the user's own notifications of this shop read", async () => {
    const { shop, me, other } = await setup();
    await notify(shop, { userIds: [me.id, other.id] });
    await notify(shop, { userIds: [me.id] });
    const res = await t.request(me, 'POST', `${URL}mark_all_read/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ marked_read: 2, unread_count: 0 });
    expect((await list(me)).results.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
    expect((await list(other)).unread_count).toBe(1);
    const again = await t.request(me, 'POST', `${URL}mark_all_read/`, {});
    expect(again.json()).toEqual({ marked_read: 0, unread_count: 0 });
  });
});

describe('notifyUsers', () => {
  it('notifies active members only, one row each naming the others', async () => {
    const { shop, me, other } = await setup();
    const inactive = await t.createUser({ shops: [shop], inactiveMembership: true });
    const stranger = await t.createUser({ shops: [await t.createShop()] });
    const result = await notify(shop, { userIds: [me.id, other.id, inactive.id, stranger.id] });
    expect(result.notified.sort()).toEqual([me.id, other.id].sort());
    const rows = await rowsOf(shop);
    expect(rows.map((r) => [r.userId, r.additionalRecipientIds])).toEqual(
      expect.arrayContaining([
        [me.id, [other.id]],
        [other.id, [me.id]],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('does nothing the second time for the same dedupe key, even from a signed-in sender', async () => {
    const { shop, me, other } = await setup();
    const input = { userIds: [me.id], dedupeKey: 'registration-expiry:42:2025-03-20' };
    expect((await notify(shop, input)).notified).toEqual([me.id]);
    expect(await notify(shop, input)).toEqual({ notified: [], alreadyNotified: [me.id] });
    // A member raising it in a request cannot read `me`'s rows; the key still holds.
    const fromOther = await inScope(t.db, { shopId: shop.id, userId: other.id }, (db) =>
      notifyUsers(
        { db, shopId: shop.id, userId: other.id },
        { title: 'T', message: 'M', userIds: [me.id, other.id], dedupeKey: input.dedupeKey },
      ),
    );
    expect(fromOther).toEqual({ notified: [other.id], alreadyNotified: [me.id] });
    expect((await list(me)).count).toBe(1);
    expect((await list(other)).count).toBe(1);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const { shop, me } = await setup();
    await expect(
      notify(shop, { userIds: [me.id], title: ' ', actionUrl: 'https://evil.example' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: {
        title: [NOTIFICATION_MESSAGES.titleRequired],
        action_url: [NOTIFICATION_MESSAGES.actionUrlInvalid],
      },
    });
    await expect(notify(shop, { userIds: [] })).rejects.toMatchObject({ statusCode: 400 });
    expect(
      await t.inShop(shop, (db) =>
        db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, me.id))),
      ),
    ).toEqual([]);
  });
});
