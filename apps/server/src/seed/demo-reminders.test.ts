import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localIsoDate } from '@fleetdesk/contract/rules/registration-expiry';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { REMINDER_SOURCES } from '../modules/index';
import { reminderLedger, runReminders } from '../modules/reminders';
import { createMailer } from '../platform/mail/mailer';
import { seedDemoReminders } from './demo-reminders';
import { DEMO_FLEET_SIZE, seedDemoFleet } from './demo-vehicles';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('seedDemoReminders', () => {
  it('gives the first reminders run a handful of every kind, and a second seed adds nothing', async () => {
    const shop = await t.createShop();
    await t.createLocation(shop);
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    await seedDemoFleet(t.db, [shop.id]);
    await seedDemoReminders(t.db, [shop.id]);
    await seedDemoReminders(t.db, [shop.id]);

    const outcome = await runReminders(
      {
        db: t.db,
        config: { APP_NAME: 'Fleetdesk', PUBLIC_URL: 'http://localhost:3000' },
        mailer: createMailer({ MAIL_FROM: 'x <x@example.test>' }),
        sources: REMINDER_SOURCES,
      },
      { trigger: 'cli', date: localIsoDate(), shopIds: [shop.id] },
    );

    expect(outcome.ran && outcome.shops[0]!.mailsQueued).toBeGreaterThan(0);
    const kinds = await t.inShop(shop, (db) =>
      db
        .select({ kind: reminderLedger.kind })
        .from(reminderLedger)
        .where(eq(reminderLedger.shopId, shop.id)),
    );
    const count = (kind: string) => kinds.filter((k) => k.kind === kind).length;
    expect(count('registration')).toBeGreaterThanOrEqual(3);
    expect(count('insurance')).toBe(3);
    expect(count('financing')).toBe(2);
    expect(count('service')).toBeGreaterThanOrEqual(1);
    // The service history is drawn from a generator seeded by the shop's id: 6 to 18 service
    // reminders over 40 shop ids (20 to 32 in all). The run stays under one per demo vehicle.
    expect(kinds.length).toBeLessThan(DEMO_FLEET_SIZE);
    const inbox = (await t.request(admin, 'GET', '/api/notifications/notifications/')).json();
    expect(inbox.count).toBe(kinds.length);
  });
});
