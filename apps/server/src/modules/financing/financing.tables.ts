import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { users } from '../auth';
import { shops } from '../shops';
import { belongsToVehicle } from '../vehicles';

/**
 * A loan or a lease (spec 2 section 3). The payment status (API.md) is derived from the variance
 * rows and stored with the day it was computed (`status_as_of`), so the dashboard and analytics
 * read columns instead of replaying every payment; the financing service refreshes it on each
 * write and when the day has changed.
 */
export const financings = pgTable(
  'financings',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    financingType: text('financing_type').notNull().default('LOAN'),
    isActive: boolean('is_active').notNull().default(true),
    monthlyPayment: numeric('monthly_payment', { precision: 12, scale: 2 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    lenderName: text('lender_name').notNull().default(''),
    loanNumber: text('loan_number').notNull().default(''),
    loanAmount: numeric('loan_amount', { precision: 12, scale: 2 }),
    interestRate: numeric('interest_rate', { precision: 6, scale: 3 }),
    /** The form's value: a loan's balance before the payments recorded here. */
    openingBalance: numeric('opening_balance', { precision: 12, scale: 2 }),
    leasingCompany: text('leasing_company').notNull().default(''),
    leaseType: text('lease_type'),
    mileageAllowance: integer('mileage_allowance'),
    excessMileageRate: numeric('excess_mileage_rate', { precision: 8, scale: 4 }),
    /** The lender of a loan, the leasing company of a lease: searched and shown as one. */
    companyName: text('company_name')
      .notNull()
      .generatedAlwaysAs(
        sql`(case when financing_type = 'LEASE' then leasing_company else lender_name end)`,
      ),
    glAccount: text('gl_account').notNull().default(''),
    quickbooksClass: text('quickbooks_class').notNull().default(''),
    notes: text('notes').notNull().default(''),
    // Kept by the financing service (see above). Sums and balances are numeric without a
    // precision cap: no number of the largest payments can overflow them.
    totalAmountPaid: numeric('total_amount_paid').notNull().default('0'),
    /** Replayed from the opening balance and the payments (rules/financing-balance.ts). */
    remainingBalance: numeric('remaining_balance'),
    interestPaid: numeric('interest_paid').notNull().default('0'),
    paymentCount: integer('payment_count').notNull().default(0),
    paymentStatus: text('payment_status').notNull().default('current'),
    missingCount: integer('missing_count').notNull().default(0),
    lateCount: integer('late_count').notNull().default(0),
    maxOverdueDays: integer('max_overdue_days').notNull().default(0),
    nextDueDate: date('next_due_date'),
    statusAsOf: date('status_as_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('financings_shop_id_id_uq').on(t.shopId, t.id),
    index('financings_shop_end_idx').on(t.shopId, t.endDate, t.id),
    index('financings_shop_type_idx').on(t.shopId, t.financingType, t.isActive),
    // The dashboard's first question on every call: is any stored status older than today?
    index('financings_shop_status_as_of_idx').on(t.shopId, t.statusAsOf),
    check('financings_type_ck', sql`${t.financingType} in ('LOAN', 'LEASE')`),
    check(
      'financings_lease_type_ck',
      sql`${t.leaseType} is null or ${t.leaseType} in ('operating', 'finance', 'capital')`,
    ),
    check('financings_status_ck', sql`${t.paymentStatus} in ('current', 'late', 'overdue')`),
    shopIsolation('financings'),
  ],
).enableRLS();

/** The vehicles a financing covers (one or more); `position` 0 is the vehicle it is shown by. */
export const financingVehicles = pgTable(
  'financing_vehicles',
  {
    shopId: integer('shop_id').notNull(),
    financingId: integer('financing_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'financing_vehicles_pk', columns: [t.financingId, t.vehicleId] }),
    index('financing_vehicles_vehicle_idx').on(t.shopId, t.vehicleId),
    foreignKey({
      name: 'financing_vehicles_shop_financing_fk',
      columns: [t.shopId, t.financingId],
      foreignColumns: [financings.shopId, financings.id],
    }).onDelete('cascade'),
    belongsToVehicle('financing_vehicles_shop_vehicle_fk', t),
    shopIsolation('financing_vehicles'),
  ],
).enableRLS();

/**
 * A payment against a financing. The key to its financing has no cascade: a financing with
 * payments is never deleted.
 */
export const financingPayments = pgTable(
  'financing_payments',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    financingId: integer('financing_id').notNull(),
    paymentDate: date('payment_date').notNull(),
    amountPaid: numeric('amount_paid', { precision: 12, scale: 2 }).notNull(),
    lateFee: numeric('late_fee', { precision: 12, scale: 2 }).notNull().default('0'),
    totalPayment: numeric('total_payment')
      .notNull()
      .generatedAlwaysAs(sql`(amount_paid + late_fee)`),
    paymentMethod: text('payment_method').notNull().default('check'),
    referenceNumber: text('reference_number').notNull().default(''),
    isLate: boolean('is_late').notNull().default(false),
    notes: text('notes').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('financing_payments_shop_id_id_uq').on(t.shopId, t.id),
    index('financing_payments_financing_idx').on(t.shopId, t.financingId, t.paymentDate),
    index('financing_payments_shop_date_idx').on(t.shopId, t.paymentDate),
    foreignKey({
      name: 'financing_payments_shop_financing_fk',
      columns: [t.shopId, t.financingId],
      foreignColumns: [financings.shopId, financings.id],
    }),
    check(
      'financing_payments_method_ck',
      sql`${t.paymentMethod} in ('check', 'ach', 'wire', 'card', 'cash', 'other')`,
    ),
    check('financing_payments_amounts_ck', sql`${t.amountPaid} >= 0 and ${t.lateFee} >= 0`),
    shopIsolation('financing_payments'),
  ],
).enableRLS();

/**
 * The shop's payments summed per month and method, kept per statement by triggers on
 * financing_payments (migration 0016): the analytics' payment figures read a few dozen of these
 * rows instead of every payment of the range (500,000 at the benchmark's size).
 */
export const financingPaymentMonths = pgTable(
  'financing_payment_months',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The first day of the payments' month. */
    month: date('month').notNull(),
    paymentMethod: text('payment_method').notNull(),
    payments: integer('payments').notNull(),
    late: integer('late').notNull(),
    totalPaid: numeric('total_paid').notNull(),
    amountsPaid: numeric('amounts_paid').notNull(),
    lateFees: numeric('late_fees').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'financing_payment_months_pk',
      columns: [t.shopId, t.month, t.paymentMethod],
    }),
    shopIsolation('financing_payment_months'),
  ],
).enableRLS();
