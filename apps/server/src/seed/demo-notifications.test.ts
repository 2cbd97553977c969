import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@fleetdesk/contract/notifications';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoFleet } from './demo-vehicles';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('seedDemoNotifications', () => {
  it('gives every member a handful of notices, once, with a working action', async () => {
    const shop = await t.createShop();
    await t.createLocation(shop);
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const manager = await t.createUser({ shops: [shop], role: 'fleet_manager' });
    await seedDemoFleet(t.db, [shop.id]);
    await seedDemoNotifications(t.db, [shop.id]);
    await seedDemoNotifications(t.db, [shop.id]);

    for (const user of [viewer, manager]) {
      const inbox = (await t.request(user, 'GET', '/api/notifications/notifications/')).json();
      const results = inbox.results as Notification[];
      expect(inbox.count).toBe(6);
      expect(inbox.unread_count).toBe(3);
      expect(new Set(results.map((n) => n.created_at)).size).toBe(6);
      const critical = results.filter((n) => n.severity === 'critical');
      expect(critical).toHaveLength(1);
      expect(critical[0]).toMatchObject({
        priority: 'action_required',
        action_text: 'Review vehicle',
        action_url: expect.stringMatching(/^\/vehicles\/[A-HJ-NPR-Z0-9]{17}$/),
      });
      const vin = critical[0]!.action_url!.split('/').pop();
      const vehicle = await t.request(user, 'GET', `/api/vehicles/vehicles/${vin}/`);
      expect(vehicle.statusCode, vehicle.body).toBe(200);
      const shared = results.find((n) => n.additional_emails.length > 0)!;
      expect(shared.additional_emails).toEqual(['broker@fleet-insurance.example']);
      const other = user === viewer ? manager : viewer;
      expect(shared.additional_recipients_data).toEqual([
        { id: other.id, username: other.username, full_name: expect.stringMatching(/^Test /) },
      ]);
    }
  });
});
