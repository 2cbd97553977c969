import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Notification } from '@fleetdesk/contract/notifications';
import type { Role } from '@fleetdesk/contract/permissions';
import type { TestApp, TestShop } from '../../../test/helpers';
import { createMailer } from '../../platform/mail/mailer';
import { REMINDER_SOURCES } from '../index';
import { mailOutbox } from '../mail/mail.tables';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';
import { vehicleModuleSettings, vehicles } from '../vehicles/vehicles.tables';
import { runReminders } from './reminders.job';
import { reminderRuns } from './reminders.tables';

/** The run's day in these tests (far from today, so nothing else in the shop is due). */
export const DAY = '2031-03-10';
export const PUBLIC_URL = 'https://fleet.example.test';

export const plusDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Shops, members, vehicles and runs for the reminders tests. */
export function reminderFixtures(t: TestApp) {
  const f = vehicleFixtures(t);

  /** A shop with one member per role and a named registration administrator and manager. */
  async function shopWithStaff(tag: string) {
    const shop = await t.createShop();
    const member = (role: Role) => t.createUser({ shops: [shop], role });
    const staff = {
      admin: await member('administrator'),
      manager: await member('fleet_manager'),
      coordinator: await member('fleet_coordinator'),
      technician: await member('service_technician'),
      viewer: await member('vehicle_viewer'),
    };
    const contacts = {
      registrar: `registrar-${tag}-${shop.id}@fleet.test`,
      deputy: `deputy-${tag}-${shop.id}@fleet.test`,
      regManager: `reg-manager-${tag}-${shop.id}@fleet.test`,
    };
    await t.inShop(shop, (db) =>
      db.insert(vehicleModuleSettings).values({
        shopId: shop.id,
        registrationAdmin: 'Rita Registrar',
        registrationAdminEmail: contacts.registrar,
        registrationAdminAdditionalEmail: contacts.deputy,
        registrationManager: 'Manny Manager',
        registrationManagerEmail: contacts.regManager,
      }),
    );
    return { shop, staff, contacts };
  }

  /** A vehicle whose current registration expires on `expires`. */
  async function vehicleExpiring(user: { token: string }, expires: string) {
    const vehicle = await f.createVehicle(user, { make: 'Ford', model: 'Transit', year: 2022 });
    const res = await t.request(user, 'POST', '/api/vehicles/registrations/', {
      vehicle: vehicle.vin,
      plate_cost: '120.00',
      expiration_date: expires,
      last_renewed: plusDays(expires, -365),
    });
    expect(res.statusCode, res.body).toBe(201);
    return vehicle;
  }

  const archive = (shop: TestShop, vin: string) =>
    t.inShop(shop, (db) =>
      db
        .update(vehicles)
        .set({ isArchived: true, archivedAt: new Date() })
        .where(and(eq(vehicles.shopId, shop.id), eq(vehicles.vin, vin))),
    );

  /**
   * Runs the job for `shops` on `day` (null: each shop's today at `now`) through the given SMTP
   * server (or none).
   */
  function run(
    shops: TestShop[],
    opts: { day?: string | null; smtpUrl?: string; now?: Date } = {},
  ) {
    const mailer = createMailer({
      SMTP_URL: opts.smtpUrl,
      MAIL_FROM: 'Fleetdesk <fleet@example.test>',
    });
    return runReminders(
      {
        db: t.db,
        config: { APP_NAME: 'Fleetdesk', PUBLIC_URL },
        mailer,
        sources: REMINDER_SOURCES,
        now: opts.now ? () => opts.now! : undefined,
      },
      {
        trigger: 'cli',
        date: opts.day === null ? undefined : (opts.day ?? DAY),
        shopIds: shops.map((s) => s.id),
      },
    ).finally(() => mailer.close());
  }

  async function inbox(user: { token: string }): Promise<Notification[]> {
    const res = await t.request(user, 'GET', '/api/notifications/notifications/?page_size=100');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: Notification[] }).results;
  }

  const outbox = (shop: TestShop) =>
    t.inShop(shop, (db) => db.select().from(mailOutbox).where(eq(mailOutbox.shopId, shop.id)));

  const runsOf = (shop: TestShop) =>
    t.inShop(shop, (db) => db.select().from(reminderRuns).where(eq(reminderRuns.shopId, shop.id)));

  return { ...f, shopWithStaff, vehicleExpiring, archive, run, inbox, outbox, runsOf };
}
