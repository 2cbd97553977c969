import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { shopToday } from '../../platform/shop-day';
import { reminderFixtures } from '../reminders/reminders.test-fixtures';

let t: TestApp;
let r: ReturnType<typeof reminderFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  r = reminderFixtures(t);
});
afterAll(() => t.close());

/** A shop with an overdue oil change and an inspection due in 10 days, on two vehicles. */
async function shopWithDueSchedules() {
  const s = await r.shopWithStaff('maintenance');
  const today = await t.inShop(s.shop, (db) => shopToday(db));
  const van = await r.createVehicle(s.staff.admin, { vehicle_types: ['service'] });
  const car = await r.createVehicle(s.staff.admin, { vehicle_types: ['employee'] });
  const schedule = (body: Record<string, unknown>) =>
    t.request(s.staff.admin, 'POST', '/api/vehicles/maintenance-schedules/', body);
  const oil = await schedule({
    vehicle_type: 'service',
    name: 'Oil change',
    interval_days: 90,
    last_done_on: addDays(today, -95),
  });
  expect(oil.statusCode, oil.body).toBe(201);
  await schedule({
    vehicle: car.vin,
    name: 'Inspection',
    service_type: 'inspection',
    interval_days: 365,
    last_done_on: addDays(today, -355),
  });
  return { ...s, today, van, car };
}

describe('maintenance schedules in the reminders and on the dashboard', () => {
  it('reminds of due and overdue schedules once each, to those who manage service', async () => {
    const { shop, staff, van, car } = await shopWithDueSchedules();
    await r.run([shop], { day: null });
    await r.run([shop], { day: null });
    const notices = await r.inbox(staff.technician);
    expect(notices.map((n) => n.title).sort()).toEqual([
      'Inspection due soon',
      'Oil change overdue',
    ]);
    const overdue = notices.find((n) => n.title === 'Oil change overdue')!;
    expect(overdue).toMatchObject({ severity: 'critical', action_url: `/vehicles/${van.vin}` });
    expect(overdue.message).toContain('Oil change due 5 days ago');
    expect(notices.find((n) => n.title === 'Inspection due soon')!.action_url).toBe(
      `/vehicles/${car.vin}`,
    );
    // A viewer does not manage service.
    expect(await r.inbox(staff.viewer)).toEqual([]);
  });

  it('lists them among the upcoming services of the recent-services widget, overdue first', async () => {
    const { staff, today, van, car } = await shopWithDueSchedules();
    const res = await t.request(staff.admin, 'GET', '/api/dashboard/widget-data/recent-services/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().upcoming_services).toEqual([
      expect.objectContaining({
        source: 'schedule',
        name: 'Oil change',
        vehicle: van.vin,
        due_date: addDays(today, -5),
        overdue: true,
      }),
      expect.objectContaining({
        source: 'schedule',
        name: 'Inspection',
        vehicle: car.vin,
        service_type: 'inspection',
        due_date: addDays(today, 10),
        overdue: false,
      }),
    ]);
  });
});
