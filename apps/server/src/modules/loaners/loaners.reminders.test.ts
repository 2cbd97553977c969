import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';
import { DAY, plusDays, reminderFixtures } from '../reminders/reminders.test-fixtures';
import { loanerFixtures } from './loaners.citations.test-fixtures';
import { loanAgreements } from './loaners.tables';

let t: TestApp;
let r: ReturnType<typeof reminderFixtures>;
let f: ReturnType<typeof loanerFixtures>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  t = await setupTestApp();
  r = reminderFixtures(t);
  f = loanerFixtures(t);
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe('overdue loaner reminders', () => {
  it('remind members who manage loaners once the due day has passed and once 3 days later', async () => {
    const { shop, staff } = await r.shopWithStaff('loaners');
    const who = await f.customer(shop, { first: 'Dana', last: 'Reyes' });
    const [late, dueToday, returned] = [
      await f.loaner(shop),
      await f.loaner(shop),
      await f.loaner(shop),
    ];
    const overdue = await f.agreement(shop, {
      vehicleId: late.id,
      customerId: who.id,
      repairOrderNumber: 'RO-77',
      startsAt: `${plusDays(DAY, -5)}T09:00:00Z`,
      dueAt: `${plusDays(DAY, -1)}T17:00:00Z`,
      checkedOutAt: `${plusDays(DAY, -5)}T09:00:00Z`,
    });
    await f.agreement(shop, {
      vehicleId: dueToday.id,
      customerId: who.id,
      startsAt: `${plusDays(DAY, -2)}T09:00:00Z`,
      dueAt: `${DAY}T08:00:00Z`,
      checkedOutAt: `${plusDays(DAY, -2)}T09:00:00Z`,
    });
    await f.agreement(shop, {
      vehicleId: returned.id,
      customerId: who.id,
      startsAt: `${plusDays(DAY, -9)}T09:00:00Z`,
      dueAt: `${plusDays(DAY, -6)}T09:00:00Z`,
      checkedOutAt: `${plusDays(DAY, -9)}T09:00:00Z`,
      checkedInAt: `${plusDays(DAY, -7)}T09:00:00Z`,
    });
    const choose = await t.request(
      staff.coordinator,
      'POST',
      '/api/base/settings/update_user_setting/',
      {
        module: 'reminders',
        key: 'email_kinds',
        value: ['loaner'],
      },
    );
    expect(choose.statusCode, choose.body).toBe(200);

    await r.run([shop], { smtpUrl: smtp.url });

    const titles = async (user: { token: string }) =>
      (await r.inbox(user)).map((n) => n.title).sort();
    const first = `Loaner ${overdue.number} overdue, due yesterday`;
    for (const member of [staff.admin, staff.manager, staff.coordinator])
      expect(await titles(member)).toEqual([first]);
    expect(await titles(staff.technician)).toEqual([]);
    expect(await titles(staff.viewer)).toEqual([]);
    const [notice] = await r.inbox(staff.manager);
    expect(notice).toMatchObject({
      severity: 'critical',
      action_url: `/loaners/agreements/${overdue.id}`,
      action_text: 'Open agreement',
    });
    expect(notice!.message).toContain(
      `Agreement ${overdue.number} with Dana Reyes (RO RO-77) was due back on ${plusDays(DAY, -1)} and is still out.`,
    );
    const [mail, ...more] = smtp.to(`${staff.coordinator.username}@example.test`);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(first);
    expect(smtp.to(`${staff.manager.username}@example.test`)).toEqual([]);

    // Nothing again the same day; the one due today is reminded the next day; then each once
    // more, three days after its first.
    const dueTodayFirst = `Loaner LA-00002 overdue, due yesterday`;
    await r.run([shop]);
    expect(await titles(staff.manager)).toEqual([first]);
    await r.run([shop], { day: plusDays(DAY, 1) });
    await r.run([shop], { day: plusDays(DAY, 2) });
    expect(await titles(staff.manager)).toEqual([first, dueTodayFirst]);
    await r.run([shop], { day: plusDays(DAY, 3) });
    const again = `Loaner ${overdue.number} overdue, due 4 days ago`;
    expect(await titles(staff.manager)).toEqual([first, dueTodayFirst, again].sort());
    await r.run([shop], { day: plusDays(DAY, 4) });
    await r.run([shop], { day: plusDays(DAY, 9) });
    expect(await titles(staff.manager)).toEqual(
      [first, dueTodayFirst, again, 'Loaner LA-00002 overdue, due 4 days ago'].sort(),
    );
  });
});

describe('insurer days ending before the repair', () => {
  it('remind members who manage loaners once, the day before the last covered day', async () => {
    const { shop, staff } = await r.shopWithStaff('loaners');
    const who = await f.customer(shop, { first: 'Ali', last: 'Khan' });
    const [short, enough] = [await f.loaner(shop), await f.loaner(shop)];
    const made = await f.agreement(shop, {
      vehicleId: short.id,
      customerId: who.id,
      repairOrderNumber: 'RO-88',
      startsAt: `${plusDays(DAY, -2)}T09:00:00Z`,
      dueAt: `${plusDays(DAY, 6)}T17:00:00Z`,
      checkedOutAt: `${plusDays(DAY, -2)}T09:00:00Z`,
    });
    const covered = await f.agreement(shop, {
      vehicleId: enough.id,
      customerId: who.id,
      startsAt: `${plusDays(DAY, -2)}T09:00:00Z`,
      dueAt: `${plusDays(DAY, 6)}T17:00:00Z`,
      checkedOutAt: `${plusDays(DAY, -2)}T09:00:00Z`,
    });
    // The insurer covers until the day after tomorrow; the repair runs to a day later (and the
    // other one's repair ends with its cover).
    const keep = (id: number, coverageEndsOn: string, expectedCompletionOn: string) =>
      t.inShop(shop, (db) =>
        db
          .update(loanAgreements)
          .set({ coverageEndsOn, expectedCompletionOn, insurerName: 'Harbor Mutual' })
          .where(and(eq(loanAgreements.shopId, shop.id), eq(loanAgreements.id, id))),
      );
    await keep(made.id, plusDays(DAY, 2), plusDays(DAY, 3));
    await keep(covered.id, plusDays(DAY, 2), plusDays(DAY, 2));
    const titles = async () => (await r.inbox(staff.manager)).map((n) => n.title);

    await r.run([shop]);
    expect(await titles()).toEqual([]);
    await r.run([shop], { day: plusDays(DAY, 1) });
    const warned = `Loaner ${made.number}: the insurer's days end tomorrow`;
    expect(await titles()).toEqual([warned]);
    expect(await r.inbox(staff.technician)).toEqual([]);
    const [notice] = await r.inbox(staff.manager);
    expect(notice!.message).toContain(
      `Harbor Mutual covers agreement ${made.number} (RO RO-88) until ${plusDays(DAY, 2)}; the repair is expected done on ${plusDays(DAY, 3)}.`,
    );
    // Once: not again on the last covered day, nor after.
    await r.run([shop], { day: plusDays(DAY, 2) });
    await r.run([shop], { day: plusDays(DAY, 3) });
    expect(await titles()).toEqual([warned]);
  });
});
