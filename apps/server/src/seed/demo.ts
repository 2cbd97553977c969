import { count } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH } from '@fleetdesk/contract/auth';
import type { Role } from '@fleetdesk/contract/permissions';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoFinancing } from './demo-financing';
import { seedDemoFuel } from './demo-fuel';
import { seedDemoInsurance } from './demo-insurance';
import { seedDemoLoaners } from './demo-loaners';
import { seedDemoMaintenance } from './demo-maintenance';
import { seedDemoSample } from './demo-sample';
import { seedDemoFleet } from './demo-vehicles';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoReminders } from './demo-reminders';
import type { Config } from '../config';
import { findAccountByUsername, users } from '../modules/auth';
import {
  createShop,
  createUser,
  findMembership,
  findShopsByName,
  insertMembership,
  insertMissingLocations,
} from '../modules/shops';
import type { FileStorage } from '../platform/storage';
import { inScope } from '../platform/tenancy';
import { type Db, transaction } from '../platform/database/client';

export type DemoSeedResult = { usernames: string[]; passwordHint: string };

/** The demo shops' ids, for seeding further demo data (the fleet) into them. */
export type DemoShopIds = { northside: number; harbor: number };

const SHOPS = {
  northside: {
    name: 'Northside Collision',
    locations: [
      { name: 'Main Shop', address: '1200 Northside Ave' },
      { name: 'North Lot', address: '1210 Northside Ave' },
      { name: 'Detail Bay', address: '1200 Northside Ave, Bay 4' },
    ],
  },
  harbor: {
    name: 'Harbor Auto Body',
    locations: [
      { name: 'Harbor Main', address: '88 Wharf St' },
      { name: 'Dockside Lot', address: '90 Wharf St' },
      { name: 'Paint Annex', address: '92 Wharf St' },
    ],
  },
} as const;

type DemoUser = {
  username: string;
  firstName: string;
  lastName: string;
  superuser?: boolean;
  /** `false`: an account without a profile, as the Account Not Configured screen describes. */
  profile?: false;
  roles: Partial<Record<keyof DemoShopIds, Role>>;
};

/** One account per role, plus one without any shop, to walk through every path of the shell. */
const USERS: DemoUser[] = [
  {
    username: 'admin',
    firstName: 'Alex',
    lastName: 'Morgan',
    superuser: true,
    roles: { northside: 'administrator', harbor: 'administrator' },
  },
  {
    username: 'manager',
    firstName: 'Jordan',
    lastName: 'Lee',
    roles: { northside: 'fleet_manager', harbor: 'fleet_manager' },
  },
  {
    username: 'coordinator',
    firstName: 'Priya',
    lastName: 'Shah',
    roles: { northside: 'fleet_coordinator' },
  },
  {
    username: 'technician',
    firstName: 'Marcus',
    lastName: 'Bell',
    roles: { northside: 'service_technician' },
  },
  {
    username: 'viewer',
    firstName: 'Sam',
    lastName: 'Rivera',
    roles: { northside: 'vehicle_viewer' },
  },
  { username: 'noshop', firstName: '', lastName: '', profile: false, roles: {} },
];

/** The demo's shops count their dates in Pacific time (issue 22). */
const DEMO_TIME_ZONE = 'America/Los_Angeles';

async function shopNamed(db: Db, name: string): Promise<number> {
  const [existing] = await findShopsByName(db, name);
  return existing ? existing.id : (await createShop(db, name, DEMO_TIME_ZONE)).id;
}

/**
 * Creates what is missing of the demo shops, locations, users and memberships; leaves what
 * exists alone (a changed password or role survives a second run).
 */
export async function seedDemoShops(
  db: Db,
  config: Config,
): Promise<{ shops: DemoShopIds; usernames: string[] }> {
  const shops: DemoShopIds = {
    northside: await shopNamed(db, SHOPS.northside.name),
    harbor: await shopNamed(db, SHOPS.harbor.name),
  };
  // Row-level security: each shop's rows are written in that shop's scope.
  for (const key of ['northside', 'harbor'] as const) {
    await inScope(db, { shopId: shops[key], userId: null }, (tx) =>
      insertMissingLocations(tx, shops[key], [...SHOPS[key].locations]),
    );
  }
  for (const u of USERS) {
    const existing = await findAccountByUsername(db, u.username);
    const userId = existing
      ? existing.id
      : (
          await createUser(db, {
            username: u.username,
            email: `${u.username}@fleetdesk.example`,
            password: config.DEMO_PASSWORD,
            first_name: u.firstName,
            last_name: u.lastName,
            is_superuser: u.superuser ?? false,
            profile: u.profile,
          })
        ).id;
    for (const [shop, role] of Object.entries(u.roles) as [keyof DemoShopIds, Role][]) {
      await inScope(db, { shopId: shops[shop], userId: null }, async (tx) => {
        if (!(await findMembership(tx, shops[shop], userId))) {
          await insertMembership(tx, { shopId: shops[shop], userId, role });
        }
      });
    }
  }
  return { shops, usernames: USERS.map((u) => u.username) };
}

export async function hasNoUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds the demo shops when SEED_DEMO is true, or, on the embedded database only, when it is
 * unset and nobody has an account yet (a first try of the product); returns how to sign in, or
 * null when nothing was seeded. A server database (DATABASE_URL) is never seeded unasked: the
 * demo's superuser has a published password.
 */
export async function seedDemoIfWanted(
  db: Db,
  config: Config,
  storage: FileStorage,
): Promise<DemoSeedResult | null> {
  if (config.SEED_DEMO === false) return null;
  if (config.SEED_DEMO === undefined) {
    if (config.DATABASE_URL) return null;
    if (!(await hasNoUsers(db))) return null;
  }
  if (config.DEMO_PASSWORD.length < PASSWORD_MIN_LENGTH) {
    throw new Error(
      `DEMO_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters (the password rule of every account).`,
    );
  }
  // One transaction: a failed seed leaves no half-made demo behind.
  const { usernames } = await transaction(db, async (tx) => {
    const seeded = await seedDemoShops(tx, config);
    // Each scopes its writes one shop at a time (row-level security).
    await seedDemoFleet(tx, Object.values(seeded.shops));
    await seedDemoDocuments(tx, storage, Object.values(seeded.shops));
    await seedDemoInsurance(tx, Object.values(seeded.shops));
    await seedDemoNotifications(tx, Object.values(seeded.shops));
    await seedDemoSample(tx, Object.values(seeded.shops));
    await seedDemoFinancing(tx, Object.values(seeded.shops));
    await seedDemoLoaners(tx, Object.values(seeded.shops));
    await seedDemoReminders(tx, Object.values(seeded.shops));
    await seedDemoMaintenance(tx, Object.values(seeded.shops));
    await seedDemoFuel(tx, Object.values(seeded.shops));
    return seeded;
  });
  return {
    usernames,
    passwordHint:
      config.DEMO_PASSWORD === 'fleetdesk-demo' ? 'fleetdesk-demo' : 'the value of DEMO_PASSWORD',
  };
}
