import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';
import { DAY, PUBLIC_URL, plusDays, reminderFixtures } from './reminders.test-fixtures';

let t: TestApp;
let r: ReturnType<typeof reminderFixtures>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  t = await setupTestApp();
  r = reminderFixtures(t);
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const textOf = (mail: { text?: string }) => mail.text ?? '';

describe('the daily reminders job', () => {
  it('e-mails the registration administrator of a registration 5 days from expiry, naming the vehicle, and notifies the members who edit vehicles', async () => {
    const { shop, staff, contacts } = await r.shopWithStaff('five');
    const vehicle = await r.vehicleExpiring(staff.admin, plusDays(DAY, 5));

    const outcome = await r.run([shop], { smtpUrl: smtp.url });

    expect(outcome.ran).toBe(true);
    const [mail, ...more] = smtp.to(contacts.registrar);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Fleetdesk: 1 reminder for ${shop.name}`);
    expect(textOf(mail!)).toContain('Registration expires in 5 days');
    expect(textOf(mail!)).toContain(`2022 Ford Transit`);
    expect(textOf(mail!)).toContain(`VIN ${vehicle.vin}`);
    expect(textOf(mail!)).toContain(`${PUBLIC_URL}/vehicles/${vehicle.vin}`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/vehicles/${vehicle.vin}"`);
    // 5 days is past the escalation threshold (7): the additional address and the manager too.
    expect(smtp.to(contacts.deputy)).toHaveLength(1);
    expect(smtp.to(contacts.regManager)).toHaveLength(1);

    for (const member of [staff.admin, staff.manager, staff.coordinator]) {
      const [notice, ...others] = await r.inbox(member);
      expect(others).toHaveLength(0);
      expect(notice).toMatchObject({
        title: 'Registration expires in 5 days',
        severity: 'critical',
        priority: 'action_required',
        action_url: `/vehicles/${vehicle.vin}`,
        action_text: 'Open vehicle',
        additional_emails: [contacts.registrar, contacts.deputy, contacts.regManager],
      });
      expect(notice!.message).toContain(`2022 Ford Transit`);
      expect(notice!.message).toContain(`Registration expires on ${plusDays(DAY, 5)}.`);
    }
    // Without canEdit: nothing.
    expect(await r.inbox(staff.technician)).toEqual([]);
    expect(await r.inbox(staff.viewer)).toEqual([]);

    const [run] = await r.runsOf(shop);
    expect(run).toMatchObject({
      items: 1,
      notifications: 3,
      mailsQueued: 3,
      mailsSent: 3,
      failures: 0,
    });
    expect(run!.finishedAt).not.toBeNull();
  });

  it('sends and notifies nothing new on a second run the same day, nor the next day', async () => {
    const { shop, staff, contacts } = await r.shopWithStaff('again');
    await r.vehicleExpiring(staff.admin, plusDays(DAY, 20));
    await r.run([shop], { smtpUrl: smtp.url });
    expect(smtp.to(contacts.registrar)).toHaveLength(1);
    expect(await r.inbox(staff.admin)).toHaveLength(1);

    await r.run([shop], { smtpUrl: smtp.url });
    await r.run([shop], { smtpUrl: smtp.url, day: plusDays(DAY, 1) });

    expect(smtp.to(contacts.registrar)).toHaveLength(1);
    expect(await r.inbox(staff.admin)).toHaveLength(1);
    const runs = await r.runsOf(shop);
    expect(runs.map((x) => x.items)).toEqual([1, 0, 0]);
    // The administrator and the additional address; the manager only from escalation on.
    expect((await r.outbox(shop)).map((m) => m.recipient)).toEqual([
      contacts.registrar,
      contacts.deputy,
    ]);
  });

  it('reminds again when the item crosses its next threshold, and afresh after a renewal', async () => {
    const { shop, staff } = await r.shopWithStaff('cross');
    const vehicle = await r.vehicleExpiring(staff.admin, plusDays(DAY, 20));
    await r.run([shop]);
    // 13 days later it is 7 days out: escalation (critical and escalation are both past).
    await r.run([shop], { day: plusDays(DAY, 13) });
    const titles = (await r.inbox(staff.admin)).map((n) => [n.title, n.severity]);
    expect(titles).toEqual([
      ['Registration expires in 7 days', 'critical'],
      ['Registration expires in 20 days', 'warning'],
    ]);
    // Renewed: a new registration a year later is quiet until it nears its own expiry.
    const res = await t.request(staff.admin, 'POST', '/api/vehicles/registrations/', {
      vehicle: vehicle.vin,
      plate_cost: '120.00',
      expiration_date: plusDays(DAY, 380),
      last_renewed: plusDays(DAY, 14),
    });
    expect(res.statusCode, res.body).toBe(201);
    await r.run([shop], { day: plusDays(DAY, 14) });
    expect(await r.inbox(staff.admin)).toHaveLength(2);
  });

  it('keeps the notification and the mail when SMTP refuses, and delivers the mail once on the next run', async () => {
    const { shop, staff, contacts } = await r.shopWithStaff('refused');
    await r.vehicleExpiring(staff.admin, plusDays(DAY, 10));
    smtp.refuse(true);
    try {
      await r.run([shop], { smtpUrl: smtp.url });
    } finally {
      smtp.refuse(false);
    }
    expect(smtp.to(contacts.registrar)).toHaveLength(0);
    expect(await r.inbox(staff.admin)).toHaveLength(1);
    const waiting = await r.outbox(shop);
    expect(waiting.map((m) => [m.recipient, m.sentAt, m.attempts])).toEqual([
      [contacts.registrar, null, 1],
      [contacts.deputy, null, 1],
    ]);
    expect(waiting[0]!.lastError).toContain('Try again later');
    expect((await r.runsOf(shop))[0]).toMatchObject({ mailsSent: 0, failures: 2 });

    // The next day's run: the backoff has passed, the mail goes out once; later runs send nothing.
    const tomorrow = new Date(Date.now() + 86_400_000);
    await r.run([shop], { smtpUrl: smtp.url, day: plusDays(DAY, 1), now: tomorrow });
    await r.run([shop], { smtpUrl: smtp.url, day: plusDays(DAY, 2), now: tomorrow });
    expect(smtp.to(contacts.registrar)).toHaveLength(1);
    expect(smtp.to(contacts.deputy)).toHaveLength(1);
    expect(textOf(smtp.to(contacts.registrar)[0]!)).toContain('Registration expires in 10 days');
    expect((await r.outbox(shop)).every((m) => m.sentAt !== null)).toBe(true);
    expect(await r.inbox(staff.admin)).toHaveLength(1);
  });

  it('keeps the mail while the SMTP server is down, and a later run delivers it once', async () => {
    const { shop, staff, contacts } = await r.shopWithStaff('down');
    await r.vehicleExpiring(staff.admin, plusDays(DAY, 10));
    // Nothing listens on port 9 (discard) here: the connection is refused.
    await r.run([shop], { smtpUrl: 'smtp://127.0.0.1:9' });
    expect((await r.outbox(shop)).map((m) => m.sentAt)).toEqual([null, null]);
    expect(await r.inbox(staff.admin)).toHaveLength(1);

    const later = new Date(Date.now() + 86_400_000);
    await r.run([shop], { smtpUrl: smtp.url, day: plusDays(DAY, 1), now: later });
    await r.run([shop], { smtpUrl: smtp.url, day: plusDays(DAY, 1), now: later });
    expect(smtp.to(contacts.registrar)).toHaveLength(1);
  });

  it("tells another shop's members nothing", async () => {
    const a = await r.shopWithStaff('shop-a');
    const b = await r.shopWithStaff('shop-b');
    await r.vehicleExpiring(a.staff.admin, plusDays(DAY, 5));

    await r.run([a.shop, b.shop], { smtpUrl: smtp.url });

    expect(await r.inbox(a.staff.admin)).toHaveLength(1);
    for (const member of Object.values(b.staff)) expect(await r.inbox(member)).toEqual([]);
    for (const address of Object.values(b.contacts)) expect(smtp.to(address)).toHaveLength(0);
    expect(await r.outbox(b.shop)).toEqual([]);
  });

  it('is silent about an archived vehicle', async () => {
    const { shop, staff, contacts } = await r.shopWithStaff('archived');
    const vehicle = await r.vehicleExpiring(staff.admin, plusDays(DAY, 5));
    await r.archive(shop, vehicle.vin);

    await r.run([shop], { smtpUrl: smtp.url });

    for (const member of Object.values(staff)) expect(await r.inbox(member)).toEqual([]);
    expect(smtp.to(contacts.registrar)).toHaveLength(0);
    expect(await r.outbox(shop)).toEqual([]);
  });

  it('runs once when two runners start together', async () => {
    const { shop, staff, contacts } = await r.shopWithStaff('twice');
    await r.vehicleExpiring(staff.admin, plusDays(DAY, 5));

    const outcomes = await Promise.all([
      r.run([shop], { smtpUrl: smtp.url }),
      r.run([shop], { smtpUrl: smtp.url }),
    ]);

    expect(outcomes.map((o) => o.ran).sort()).toEqual([false, true]);
    expect(await r.runsOf(shop)).toHaveLength(1);
    expect(await r.inbox(staff.admin)).toHaveLength(1);
    expect(smtp.to(contacts.registrar)).toHaveLength(1);
    // The lease is given back: the next run runs (and finds nothing new).
    const next = await r.run([shop], { smtpUrl: smtp.url });
    expect(next.ran).toBe(true);
  });

  it("works each shop's reminders out for its own today: at 23:30 in Los Angeles, UTC is a day ahead", async () => {
    // 23:30 PDT on 10 March 2031 (DAY) is 06:30 UTC on 11 March.
    const lateEveningPacific = new Date(`${plusDays(DAY, 1)}T06:30:00Z`);
    const pacific = await r.shopWithStaff('pacific');
    const zoned = await t.request(pacific.staff.admin, 'PATCH', '/api/shops/settings/', {
      time_zone: 'America/Los_Angeles',
    });
    expect(zoned.statusCode, zoned.body).toBe(200);
    const utc = await r.shopWithStaff('utc');
    await r.vehicleExpiring(pacific.staff.admin, DAY);
    await r.vehicleExpiring(utc.staff.admin, DAY);

    const outcome = await r.run([pacific.shop, utc.shop], { day: null, now: lateEveningPacific });

    expect(outcome.ran && outcome.shops.map((s) => [s.shopId, s.date])).toEqual([
      [pacific.shop.id, DAY],
      [utc.shop.id, plusDays(DAY, 1)],
    ]);
    expect(await r.runsOf(pacific.shop)).toMatchObject([{ runDate: DAY }]);
    const [pacificNotice] = await r.inbox(pacific.staff.admin);
    expect(pacificNotice).toMatchObject({ title: 'Registration expires today' });
    const [utcNotice] = await r.inbox(utc.staff.admin);
    expect(utcNotice!.title).toMatch(/^Registration expired/);
  });
});
