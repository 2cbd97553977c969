import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { agreementNumber, type AgreementStatus } from '@fleetdesk/contract/loaners';
import type { Db } from '../../platform/database/client';
import type { TestApp, TestShop } from '../../../test/helpers';
import { postMultipart } from '../documents/documents.test-fixtures';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';
import { vehicles } from '../vehicles/vehicles.tables';
import { loanAgreements, loanerCustomers, loanerSettings } from './loaners.tables';

/**
 * Loaners, customers and agreements inserted as rows (the tests of citations, the board, the
 * dashboard, reminders and search), with numbers from the shop's sequence as the API hands them.
 */

export type AgreementRow = {
  vehicleId: number;
  customerId: number;
  status?: AgreementStatus;
  startsAt: string;
  dueAt: string;
  checkedOutAt?: string | null;
  checkedInAt?: string | null;
  repairOrderNumber?: string;
  claimNumber?: string;
};

/** The shop's next agreement number (LA-00001 first), taken as the API takes it. */
export async function nextAgreementNumber(db: Db, shopId: number): Promise<string> {
  const [row] = await db
    .insert(loanerSettings)
    .values({ shopId, lastAgreementNumber: 1 })
    .onConflictDoUpdate({
      target: loanerSettings.shopId,
      set: { lastAgreementNumber: sql`${loanerSettings.lastAgreementNumber} + 1` },
    })
    .returning({ n: loanerSettings.lastAgreementNumber });
  return agreementNumber(row!.n);
}

export function loanerFixtures(t: TestApp) {
  const v = vehicleFixtures(t);

  async function loaner(shop: TestShop, opts: { plate?: string; isArchived?: boolean } = {}) {
    const [row] = await v.insertVehicles(shop, [
      {
        licensePlate: opts.plate ?? `L${randomUUID().slice(0, 6).toUpperCase()}`,
        isArchived: opts.isArchived ?? false,
        types: ['loaner'],
      },
    ]);
    return row!;
  }

  async function customer(shop: TestShop, name: { first?: string; last?: string } = {}) {
    const [row] = await t.inShop(shop, (db) =>
      db
        .insert(loanerCustomers)
        .values({
          shopId: shop.id,
          firstName: name.first ?? 'Dana',
          lastName: name.last ?? `Borrower ${randomUUID().slice(0, 4)}`,
        })
        .returning(),
    );
    return row!;
  }

  async function agreement(shop: TestShop, a: AgreementRow) {
    return t.inShop(shop, async (db) => {
      const number = await nextAgreementNumber(db, shop.id);
      const [row] = await db
        .insert(loanAgreements)
        .values({
          shopId: shop.id,
          number,
          status: a.status ?? (a.checkedInAt ? 'returned' : a.checkedOutAt ? 'out' : 'reserved'),
          vehicleId: a.vehicleId,
          customerId: a.customerId,
          repairOrderNumber: a.repairOrderNumber ?? `RO-${randomUUID().slice(0, 5)}`,
          claimNumber: a.claimNumber ?? '',
          startsAt: new Date(a.startsAt),
          dueAt: new Date(a.dueAt),
          checkedOutAt: a.checkedOutAt ? new Date(a.checkedOutAt) : null,
          checkedInAt: a.checkedInAt ? new Date(a.checkedInAt) : null,
          odometerOut: a.checkedOutAt ? 1000 : null,
          fuelOut: a.checkedOutAt ? 8 : null,
          odometerIn: a.checkedInAt ? 1100 : null,
          fuelIn: a.checkedInAt ? 8 : null,
          dailyRate: '45.00',
          mileageAllowancePerDay: 150,
          excessMileageRate: '0.25',
          fuelRatePerEighth: '10.00',
        })
        .returning();
      return row!;
    });
  }

  const archive = (shop: TestShop, vehicleId: number) =>
    t.inShop(shop, (db) =>
      db.update(vehicles).set({ isArchived: true }).where(eq(vehicles.id, vehicleId)),
    );

  /** Sends a CSV to the import (a dry run unless `dryRun` is false). */
  function importCsv(user: { token: string }, csv: string, dryRun = true) {
    return postMultipart(
      t,
      user,
      `/api/loaners/citations/import/${dryRun ? '?dry_run=true' : ''}`,
      {},
      { filename: 'tolls.csv', data: Buffer.from(csv), contentType: 'text/csv' },
    );
  }

  return { loaner, customer, agreement, archive, importCsv };
}

export const CSV_HEADER = 'plate,occurred_at,amount,kind,agency,reference';
