import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { shopIsolation } from '../../platform/tenant-policy';
import { vehicleAssignments } from '../assignments';
import { users } from '../auth';
import { shops } from '../shops';
import { belongsToVehicle } from '../vehicles';

/**
 * Loaners (docs/api.md "Loaners"). Every table carries `shop_id`, is walled by row-level
 * security, and reaches its parent through a composite (shop_id, id) key so a row can never
 * point into another shop. Migration 0022 adds what drizzle-kit cannot declare: the btree_gist
 * exclusion that keeps one loaner's reserved and out periods apart, and the keys to documents
 * that only clear their own column on delete.
 */

/** An amount of money: numeric(12, 2), read as a decimal string (every loaner table's). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** The shop's defaults for new agreements, and the agreement number sequence. */
export const loanerSettings = pgTable(
  'loaner_settings',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    dailyRate: money('daily_rate').notNull().default('45.00'),
    mileageAllowancePerDay: integer('mileage_allowance_per_day').notNull().default(150),
    excessMileageRate: money('excess_mileage_rate').notNull().default('0.25'),
    fuelRatePerEighth: money('fuel_rate_per_eighth').notNull().default('10.00'),
    citationGraceDays: integer('citation_grace_days').notNull().default(30),
    agreementTerms: text('agreement_terms').notNull().default(''),
    // The shop's optional rules (issue 36 §5); the defaults bill as before they existed.
    /** The grace before a new day starts for an agreement without an insurer. */
    graceMinutes: integer('grace_minutes').notNull().default(59),
    /** Charged at check-in after due_at and the grace; 0.00 is none. */
    lateReturnFee: money('late_return_fee').notNull().default('0.00'),
    /** Charged beside each citation billed to the customer; 0.00 is none. */
    tollAdminFee: money('toll_admin_fee').notNull().default('0.00'),
    customerPaysRateDifference: boolean('customer_pays_rate_difference').notNull().default(false),
    licenceRequiredToReserve: boolean('licence_required_to_reserve').notNull().default(false),
    /** The last agreement number handed out (LA-00001 is 1). */
    lastAgreementNumber: integer('last_agreement_number').notNull().default(0),
    /** The last invoice number handed out (INV-00001 is 1). */
    lastInvoiceNumber: integer('last_invoice_number').notNull().default(0),
  },
  () => [shopIsolation('loaner_settings')],
).enableRLS();

export const loanerCustomers = pgTable(
  'loaner_customers',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    licenceNumber: text('licence_number').notNull().default(''),
    licenceState: text('licence_state').notNull().default(''),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
    insuranceCarrier: text('insurance_carrier').notNull().default(''),
    insurancePolicyNumber: text('insurance_policy_number').notNull().default(''),
    doNotLend: boolean('do_not_lend').notNull().default(false),
    doNotLendReason: text('do_not_lend_reason').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('loaner_customers_shop_id_id_uq').on(t.shopId, t.id),
    index('loaner_customers_name_idx').on(t.shopId, t.lastName, t.firstName),
    shopIsolation('loaner_customers'),
  ],
).enableRLS();

/** A customer's licence, insurance card or other paper: stored like vehicle documents. */
export const loanerCustomerDocuments = pgTable(
  'loaner_customer_documents',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    /** licence, insurance_card, other */
    documentType: text('document_type').notNull(),
    storageKey: text('storage_key').notNull(),
    originalFilename: text('original_filename').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loaner_customer_documents_customer_idx').on(t.shopId, t.customerId),
    foreignKey({
      name: 'loaner_customer_documents_shop_customer_id_fk',
      columns: [t.shopId, t.customerId],
      foreignColumns: [loanerCustomers.shopId, loanerCustomers.id],
    }).onDelete('cascade'),
    shopIsolation('loaner_customer_documents'),
  ],
).enableRLS();

/** An insurer in the shop's directory: its rate cap, how it counts days and where it is billed. */
export const loanerInsurers = pgTable(
  'loaner_insurers',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dailyRateCap: money('daily_rate_cap'),
    /** 24h, calendar */
    dayRule: text('day_rule').notNull().default('24h'),
    graceMinutes: integer('grace_minutes').notNull().default(59),
    billingEmail: text('billing_email').notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('loaner_insurers_shop_id_id_uq').on(t.shopId, t.id),
    // One insurer per name in a shop, whatever its case: typing a known name picks it.
    uniqueIndex('loaner_insurers_shop_name_uq').on(t.shopId, sql`lower(${t.name})`),
    shopIsolation('loaner_insurers'),
  ],
).enableRLS();

/**
 * A loan agreement: one loaner lent to one customer for one repair order. Rates are copied from
 * the settings at creation so a later change of defaults does not reprice an open agreement.
 */
export const loanAgreements = pgTable(
  'loan_agreements',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** LA-00001: `LA-` and the shop's sequence. */
    number: text('number').notNull(),
    /** reserved, out, returned, cancelled */
    status: text('status').notNull().default('reserved'),
    vehicleId: integer('vehicle_id').notNull(),
    customerId: integer('customer_id').notNull(),
    repairOrderNumber: text('repair_order_number').notNull(),
    claimNumber: text('claim_number').notNull().default(''),
    insurerId: integer('insurer_id'),
    insurerName: text('insurer_name').notNull().default(''),
    insurerDailyRate: money('insurer_daily_rate'),
    insurerMaxDays: integer('insurer_max_days'),
    /** How days are counted, kept from the insurer when it is chosen (24h, calendar). */
    dayRule: text('day_rule').notNull().default('24h'),
    graceMinutes: integer('grace_minutes').notNull().default(59),
    /** The covered days' amount, fixed at check-in (and as authorizations come): what receivables sum. */
    insurerDaysAmount: money('insurer_days_amount'),
    /**
     * Sums of its charges (by who pays), payments (by payer; written off too) and authorised days,
     * kept by the database (migration 0048's triggers) so receivables and utilisation read one row.
     */
    insurerCharged: money('insurer_charged').notNull().default('0'),
    customerCharged: money('customer_charged').notNull().default('0'),
    insurerPaid: money('insurer_paid').notNull().default('0'),
    customerPaid: money('customer_paid').notNull().default('0'),
    writtenOff: money('written_off').notNull().default('0'),
    authorizedDays: integer('authorized_days').notNull().default(0),
    /** On a live invoice (an active line): its insurer's balance is the invoice's, not its own. */
    invoiced: boolean('invoiced').notNull().default(false),
    /**
     * A returned agreement's days under the 24-hour rule (the contract's loanDays), fixed at
     * check-in, for the sums over many (utilisation); null under the calendar rule, whose days
     * follow the shop's zone when asked, or before the return.
     */
    returnedDays: integer('returned_days').generatedAlwaysAs(
      sql`case when checked_in_at is not null and checked_out_at is not null and day_rule <> 'calendar'
        then greatest(1, ceil((extract(epoch from (checked_in_at - checked_out_at)) - grace_minutes * 60) / 86400))::int end`,
    ),
    expectedCompletionOn: date('expected_completion_on', { mode: 'string' }),
    /** The shop's day the authorised days run out (the contract's coverageEndsOn), kept for the board. */
    coverageEndsOn: date('coverage_ends_on', { mode: 'string' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    /**
     * When the car out now went out: the last change of loaner (loaners.swap.ts), null while the
     * first car is out. Kept beside its odometer and fuel out, so the board draws the car's own
     * stretch without reading the segments.
     */
    swappedAt: timestamp('swapped_at', { withTimezone: true }),
    odometerOut: integer('odometer_out'),
    fuelOut: integer('fuel_out'),
    signedName: text('signed_name').notNull().default(''),
    /** When the customer signed through an e-mailed link (loaners.signing-link.service.ts). */
    signedRemotelyAt: timestamp('signed_remotely_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    odometerIn: integer('odometer_in'),
    fuelIn: integer('fuel_in'),
    dailyRate: money('daily_rate').notNull(),
    mileageAllowancePerDay: integer('mileage_allowance_per_day').notNull(),
    excessMileageRate: money('excess_mileage_rate').notNull(),
    fuelRatePerEighth: money('fuel_rate_per_eighth').notNull(),
    /** The shop's billing rules as they stood at the reservation (loaner_settings). */
    lateReturnFee: money('late_return_fee').notNull().default('0.00'),
    tollAdminFee: money('toll_admin_fee').notNull().default('0.00'),
    customerPaysRateDifference: boolean('customer_pays_rate_difference').notNull().default(false),
    notes: text('notes').notNull().default(''),
    /** The signed agreement PDF among the vehicle's documents (key added by migration 0022). */
    agreementDocumentId: integer('agreement_document_id'),
    /** When the signed copy was last queued to the customer's e-mail (outbox), at check-out or again. */
    signedCopySentAt: timestamp('signed_copy_sent_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('loan_agreements_shop_id_id_uq').on(t.shopId, t.id),
    unique('loan_agreements_shop_number_uq').on(t.shopId, t.number),
    index('loan_agreements_vehicle_idx').on(t.shopId, t.vehicleId, t.startsAt),
    index('loan_agreements_customer_idx').on(t.shopId, t.customerId),
    // The board's window: reserved ones by due time, returned ones by check-in (plain columns:
    // row-level security keeps an expression such as coalesce() out of an index condition).
    index('loan_agreements_status_idx').on(t.shopId, t.status, t.dueAt),
    index('loan_agreements_status_checked_in_idx').on(t.shopId, t.status, t.checkedInAt),
    // The utilisation report's period: the agreements checked out in it, whatever their status.
    // Migration 0050 adds INCLUDE (every column the report reads: an index-only range), which
    // Drizzle cannot declare.
    index('loan_agreements_checked_out_idx').on(t.shopId, t.checkedOutAt),
    belongsToVehicle('loan_agreements_shop_vehicle_id_fk', t),
    index('loan_agreements_insurer_idx').on(t.shopId, t.insurerId),
    // The receivables: only the returned agreements with something open for each payer, the
    // insurer's only when not invoiced (loaners.balances.ts's insurerOwesSql, customerOwesSql),
    // with the columns they read (an index-only scan once vacuumed).
    index('loan_agreements_insurer_owes_idx')
      .on(
        t.shopId,
        t.insurerId,
        t.checkedInAt,
        t.insurerDaysAmount,
        t.insurerCharged,
        t.insurerPaid,
      )
      .where(
        sql`status = 'returned' and insurer_id is not null and not invoiced and (coalesce(insurer_days_amount, 0) + insurer_charged - insurer_paid) > 0`,
      ),
    index('loan_agreements_customer_owes_idx')
      .on(t.shopId, t.customerId, t.checkedInAt, t.customerCharged, t.customerPaid)
      .where(sql`status = 'returned' and (customer_charged - customer_paid) > 0`),
    foreignKey({
      name: 'loan_agreements_shop_insurer_id_fk',
      columns: [t.shopId, t.insurerId],
      foreignColumns: [loanerInsurers.shopId, loanerInsurers.id],
    }),
    foreignKey({
      name: 'loan_agreements_shop_customer_id_fk',
      columns: [t.shopId, t.customerId],
      foreignColumns: [loanerCustomers.shopId, loanerCustomers.id],
    }),
    shopIsolation('loan_agreements'),
  ],
).enableRLS();

/** Damage marked on the top-view diagram at check-out or check-in, with an optional photo. */
export const loanAgreementDamage = pgTable(
  'loan_agreement_damage',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    agreementId: integer('agreement_id').notNull(),
    /** out, in */
    stage: text('stage').notNull(),
    zone: text('zone').notNull(),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    /** The photo among the vehicle's documents (key added by migration 0022). */
    photoDocumentId: integer('photo_document_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loan_agreement_damage_agreement_idx').on(t.shopId, t.agreementId),
    foreignKey({
      name: 'loan_agreement_damage_shop_agreement_id_fk',
      columns: [t.shopId, t.agreementId],
      foreignColumns: [loanAgreements.shopId, loanAgreements.id],
    }).onDelete('cascade'),
    shopIsolation('loan_agreement_damage'),
  ],
).enableRLS();

/** A toll or ticket from an authority's file (docs/api.md "Citations import"). */
export const loanerCitations = pgTable(
  'loaner_citations',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** As written in the file. */
    plate: text('plate').notNull(),
    /** Upper case without spaces: what matches a vehicle's plate. */
    plateKey: text('plate_key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    amount: money('amount').notNull(),
    /** toll, ticket */
    kind: text('kind').notNull(),
    agency: text('agency').notNull().default(''),
    reference: text('reference').notNull(),
    /** matched, late, unmatched */
    result: text('result').notNull(),
    agreementId: integer('agreement_id'),
    /** The driver's assignment a citation on a vehicle not on a loan was matched to (result assigned). */
    assignmentId: integer('assignment_id'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('loaner_citations_shop_id_id_uq').on(t.shopId, t.id),
    unique('loaner_citations_shop_reference_uq').on(t.shopId, t.reference),
    index('loaner_citations_result_idx').on(t.shopId, t.result, t.occurredAt),
    foreignKey({
      name: 'loaner_citations_shop_agreement_id_fk',
      columns: [t.shopId, t.agreementId],
      foreignColumns: [loanAgreements.shopId, loanAgreements.id],
    }),
    foreignKey({
      name: 'loaner_citations_shop_assignment_id_fk',
      columns: [t.shopId, t.assignmentId],
      foreignColumns: [vehicleAssignments.shopId, vehicleAssignments.id],
    }),
    index('loaner_citations_assignment_idx').on(t.shopId, t.assignmentId),
    shopIsolation('loaner_citations'),
  ],
).enableRLS();

/** A charge on an agreement: computed at check-in, imported from a citation, or manual. */
export const loanAgreementCharges = pgTable(
  'loan_agreement_charges',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    agreementId: integer('agreement_id').notNull(),
    /** day, mileage, fuel, toll, ticket, damage, cleaning, other, late_return, rate_difference, admin_fee */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    /** customer, insurer, shop */
    billTo: text('bill_to').notNull(),
    reference: text('reference').notNull().default(''),
    citationId: integer('citation_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loan_agreement_charges_agreement_idx').on(t.shopId, t.agreementId),
    foreignKey({
      name: 'loan_agreement_charges_shop_agreement_id_fk',
      columns: [t.shopId, t.agreementId],
      foreignColumns: [loanAgreements.shopId, loanAgreements.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'loan_agreement_charges_shop_citation_id_fk',
      columns: [t.shopId, t.citationId],
      foreignColumns: [loanerCitations.shopId, loanerCitations.id],
    }).onDelete('cascade'),
    shopIsolation('loan_agreement_charges'),
  ],
).enableRLS();
