import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';
import { financingVehicles, financings } from '../financing/financing.tables';
import { insurancePolicies } from '../insurance/insurance.tables';
import { serviceRecords, vendors } from '../service/service.tables';
import { vehicles } from '../vehicles/vehicles.tables';
import { DAY, plusDays, reminderFixtures } from './reminders.test-fixtures';

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

/** A vehicle (no registration) with the given mileage; its id. */
async function vehicleRow(shop: TestShop, mileage = 40_000) {
  const [row] = await r.insertVehicles(shop, [{ make: 'Ram', model: 'ProMaster', year: 2023 }]);
  await t.inShop(shop, (db) =>
    db.update(vehicles).set({ currentMileage: mileage }).where(eq(vehicles.id, row!.id)),
  );
  return row!;
}

describe('reminder sources', () => {
  it('reminds of policies, financing payments and services, each to the members whose permissions fit', async () => {
    const { shop, staff } = await r.shopWithStaff('sources');
    const insured = await vehicleRow(shop);
    const financed = await vehicleRow(shop);
    const serviced = await vehicleRow(shop, 40_000);
    const placeholder = await vehicleRow(shop);
    await t.inShop(shop, async (db) => {
      await db.insert(insurancePolicies).values([
        {
          shopId: shop.id,
          vehicleId: insured.id,
          policyNumber: 'POL-1',
          insuranceCompany: 'Acme Mutual',
          endDate: plusDays(DAY, 12),
        },
        // The 1970 placeholder counts as no end date.
        { shopId: shop.id, vehicleId: placeholder.id, endDate: '1970-01-01' },
      ]);
      const [loan] = await db
        .insert(financings)
        .values({
          shopId: shop.id,
          monthlyPayment: '450.00',
          startDate: plusDays(DAY, -200),
          lenderName: 'First Bank',
          missingCount: 1,
          maxOverdueDays: 9,
          statusAsOf: DAY,
          paymentStatus: 'overdue',
          nextDueDate: plusDays(DAY, 3),
        })
        .returning({ id: financings.id });
      await db
        .insert(financingVehicles)
        .values({ shopId: shop.id, financingId: loan!.id, vehicleId: financed.id });
      const [vendor] = await db
        .insert(vendors)
        .values({ shopId: shop.id, name: 'Quick Lube', vendorType: 'vehicle_service' })
        .returning({ id: vendors.id });
      await db.insert(serviceRecords).values({
        shopId: shop.id,
        vehicleId: serviced.id,
        vendorId: vendor!.id,
        serviceDate: plusDays(DAY, -170),
        serviceType: 'maintenance',
        amount: '89.00',
        description: 'Oil change',
        nextServiceDate: plusDays(DAY, 60),
        nextServiceMileage: 40_400,
      });
      return loan!.id;
    });

    await r.run([shop], { smtpUrl: smtp.url });

    const titles = async (user: { token: string }) =>
      (await r.inbox(user)).map((n) => n.title).sort();
    // Fleet Manager: insurance, financing, service (no registration is due).
    expect(await titles(staff.manager)).toEqual([
      'Financing payment due in 3 days',
      'Financing payment missed',
      'Insurance ends in 12 days',
      'Service due soon',
    ]);
    // Coordinator sees insurance and manages service, but no money.
    expect(await titles(staff.coordinator)).toEqual([
      'Insurance ends in 12 days',
      'Service due soon',
    ]);
    expect(await titles(staff.technician)).toEqual(['Service due soon']);
    expect(await titles(staff.viewer)).toEqual([]);

    const notices = await r.inbox(staff.manager);
    const missed = notices.find((n) => n.title === 'Financing payment missed')!;
    expect(missed).toMatchObject({
      severity: 'critical',
      priority: 'action_required',
      action_text: 'Open financing',
    });
    expect(missed.action_url).toMatch(/^\/vehicles\/financing\/\d+$/);
    expect(missed.message).toContain(
      `1 payment of 450.00 to First Bank missing, the first due ${plusDays(DAY, -9)}.`,
    );
    const service = notices.find((n) => n.title === 'Service due soon')!;
    expect(service).toMatchObject({ severity: 'warning', priority: 'normal' });
    expect(service.message).toContain('due at 40,400 miles (400 to go)');
    const policy = notices.find((n) => n.title === 'Insurance ends in 12 days')!;
    expect(policy.message).toContain(`Policy POL-1 (Acme Mutual) ends on ${plusDays(DAY, 12)}.`);
    // Registration contacts hear only of registrations.
    expect(smtp.received.filter((m) => m.subject?.includes(shop.name))).toEqual([]);
  });

  it('e-mails a member the kinds they chose in their settings, in one digest', async () => {
    const { shop, staff, contacts } = await r.shopWithStaff('chosen');
    const choose = (user: { token: string }, value: string[]) =>
      t.request(user, 'POST', '/api/base/settings/update_user_setting/', {
        module: 'reminders',
        key: 'email_kinds',
        value,
      });
    expect((await choose(staff.coordinator, ['registration', 'service'])).statusCode).toBe(200);
    expect((await choose(staff.viewer, ['registration'])).statusCode).toBe(200);
    expect((await choose(staff.coordinator, ['parking'])).statusCode).toBe(400);
    await r.vehicleExpiring(staff.admin, plusDays(DAY, 25));
    await r.vehicleExpiring(staff.admin, plusDays(DAY, -2));

    await r.run([shop], { smtpUrl: smtp.url });

    const coordinatorEmail = `${staff.coordinator.username}@example.test`;
    const [digest, ...more] = smtp.to(coordinatorEmail);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe(`Fleetdesk: 2 reminders for ${shop.name}`);
    expect(digest!.text).toContain('Registration expired 2 days ago');
    expect(digest!.text).toContain('Registration expires in 25 days');
    // The viewer chose registrations but may not edit vehicles; the admin chose nothing.
    expect(smtp.to(`${staff.viewer.username}@example.test`)).toEqual([]);
    expect(smtp.to(`${staff.admin.username}@example.test`)).toEqual([]);
    expect(smtp.to(contacts.registrar)).toHaveLength(1);
  });
});
