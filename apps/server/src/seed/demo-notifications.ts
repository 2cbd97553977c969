import { and, asc, eq } from 'drizzle-orm';
import { activeMembersOf, notifyUsers, type NotifyInput } from '../modules/notifications';
import { vehicles } from '../modules/vehicles';
import { inScope } from '../platform/tenancy';
import type { Db } from '../platform/database/client';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Vehicle = { vin: string; description: string; licensePlate: string };
type Notice = Omit<NotifyInput, 'userIds' | 'history' | 'dedupeKey'> & {
  key: string;
  ago: number;
  read: boolean;
  /** One notice to every member at once (each row names the others), not one each. */
  shared?: true;
};

/** A realistic week of notices: some unread, one critical needing action, one shared. */
const notices = (v: Vehicle): Notice[] => [
  {
    key: 'registration-expired',
    ago: 25 * MINUTE,
    read: false,
    title: 'Registration expired',
    message: `The registration of ${v.description} (plate ${v.licensePlate}) has expired. Renew it before the vehicle goes back out on loan.`,
    severity: 'critical',
    priority: 'action_required',
    actionUrl: `/vehicles/${v.vin}`,
    actionText: 'Review vehicle',
  },
  {
    key: 'insurance-renewal',
    ago: 3 * HOUR,
    read: false,
    shared: true,
    title: 'Fleet insurance renews in 14 days',
    message:
      'The master policy covering the loaner fleet renews in 14 days. Check the vehicle list and the declared values with the broker before the renewal quote is accepted.',
    severity: 'warning',
    additionalEmails: ['broker@fleet-insurance.example'],
  },
  {
    key: 'service-completed',
    ago: 26 * HOUR,
    read: true,
    title: 'Service completed',
    message: `Oil change and tire rotation finished for ${v.description}. The invoice is attached to the service record.`,
    severity: 'info',
    actionUrl: `/vehicles/${v.vin}`,
  },
  {
    key: 'vehicle-added',
    ago: 2 * DAY + 4 * HOUR,
    read: true,
    title: 'New loaner added',
    message: 'A loaner was added to the fleet and is available for customers.',
    severity: 'info',
    actionUrl: '/vehicles',
    actionText: 'Open vehicles',
  },
  {
    key: 'weekly-summary',
    ago: 5 * DAY,
    read: false,
    title: 'Weekly fleet summary',
    message: 'Your weekly summary is ready: loaner use, services done and registrations due.',
    severity: 'other',
  },
  {
    key: 'mileage-overdue',
    ago: 9 * DAY,
    read: true,
    title: 'Mileage readings overdue',
    message: 'Three service vehicles have had no mileage reading for over 30 days.',
    severity: 'warning',
  },
];

/**
 * Gives every active member of each demo shop a handful of notifications. Each carries a
 * `demo:` dedupe key, so a second run adds nothing.
 */
export async function seedDemoNotifications(db: Db, shopIds: number[]): Promise<void> {
  const now = Date.now();
  for (const shopId of shopIds) {
    await inScope(db, { shopId, userId: null }, async (tx) => {
      const [vehicle] = await tx
        .select({
          vin: vehicles.vin,
          description: vehicles.description,
          licensePlate: vehicles.licensePlate,
        })
        .from(vehicles)
        .where(and(eq(vehicles.shopId, shopId), eq(vehicles.isArchived, false)))
        .orderBy(asc(vehicles.id))
        .limit(1);
      if (!vehicle) return;
      const members = await activeMembersOf(tx, shopId);
      if (members.length === 0) return;
      const scope = { db: tx, shopId };
      for (const { key, ago, read, shared, ...notice } of notices(vehicle)) {
        const raise = (userIds: number[]) =>
          notifyUsers(scope, {
            ...notice,
            userIds,
            source: 'demo',
            dedupeKey: `demo:${key}`,
            history: { createdAt: new Date(now - ago), read },
          });
        if (shared) await raise(members);
        else for (const member of members) await raise([member]);
      }
    });
  }
}
