import { foreignKey, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { shops } from '../shops';
import { belongsToVehicle } from '../vehicles';
import { loanAgreements } from './loaners.tables';

/**
 * A loaner an agreement lent before its loaner was changed mid-rental (docs/api.md "Loaner
 * swap"): closed at the swap with its readings in. The car out now stays on the agreement's
 * own columns (vehicle, odometer and fuel out and in), so check-out and check-in write as before
 * and a loan never changed has no row here.
 */
export const loanAgreementSegments = pgTable(
  'loan_agreement_segments',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    agreementId: integer('agreement_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }).notNull(),
    odometerOut: integer('odometer_out').notNull(),
    fuelOut: integer('fuel_out').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    odometerIn: integer('odometer_in').notNull(),
    fuelIn: integer('fuel_in').notNull(),
  },
  (t) => [
    index('loan_agreement_segments_agreement_idx').on(t.shopId, t.agreementId),
    index('loan_agreement_segments_vehicle_idx').on(t.shopId, t.vehicleId),
    // The board's window and the utilisation's period: the stretches closed since their start.
    index('loan_agreement_segments_checked_in_idx').on(t.shopId, t.checkedInAt),
    foreignKey({
      name: 'loan_agreement_segments_shop_agreement_id_fk',
      columns: [t.shopId, t.agreementId],
      foreignColumns: [loanAgreements.shopId, loanAgreements.id],
    }).onDelete('cascade'),
    belongsToVehicle('loan_agreement_segments_shop_vehicle_id_fk', t),
    shopIsolation('loan_agreement_segments'),
  ],
).enableRLS();
