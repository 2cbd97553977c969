import {
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
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { shops } from '../shops';
import { belongsToVehicle } from '../vehicles';

/** A shop's insurers: the renewal form offers them; master policies name one. */
export const insuranceCompanies = pgTable(
  'insurance_companies',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('insurance_companies_shop_id_id_uq').on(t.shopId, t.id),
    unique('insurance_companies_shop_name_uq').on(t.shopId, t.name),
    shopIsolation('insurance_companies'),
  ],
).enableRLS();

/** A shop's coverage types (GET /api/vehicles/master-policies/coverage_types/). */
export const coverageTypes = pgTable(
  'coverage_types',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    unique('coverage_types_shop_id_id_uq').on(t.shopId, t.id),
    unique('coverage_types_shop_name_uq').on(t.shopId, t.name),
    shopIsolation('coverage_types'),
  ],
).enableRLS();

/**
 * A master policy covers many vehicles for one term. A renewal creates a new one that names the
 * policy it renews (`renewed_from_id`); the previous one stays as history.
 */
export const masterPolicies = pgTable(
  'master_policies',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    policyName: text('policy_name').notNull(),
    policyNumber: text('policy_number').notNull(),
    insuranceCompany: text('insurance_company').notNull(),
    insuranceCompanyId: integer('insurance_company_id'),
    coverageTypeId: integer('coverage_type_id'),
    renewedFromId: integer('renewed_from_id'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    // A sum of vehicle premiums: numeric without a cap, so no renewal overflows it.
    totalPremium: numeric('total_premium').notNull().default('0'),
    deductible: numeric('deductible', { precision: 12, scale: 2 }),
    coverageType: text('coverage_type').notNull().default(''),
    additionalCosts: numeric('additional_costs', { precision: 12, scale: 2 })
      .notNull()
      .default('0'),
    additionalCostsNotes: text('additional_costs_notes').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('master_policies_shop_id_id_uq').on(t.shopId, t.id),
    index('master_policies_shop_end_idx').on(t.shopId, t.endDate),
    foreignKey({
      name: 'master_policies_shop_company_fk',
      columns: [t.shopId, t.insuranceCompanyId],
      foreignColumns: [insuranceCompanies.shopId, insuranceCompanies.id],
    }),
    foreignKey({
      name: 'master_policies_shop_coverage_type_fk',
      columns: [t.shopId, t.coverageTypeId],
      foreignColumns: [coverageTypes.shopId, coverageTypes.id],
    }),
    foreignKey({
      name: 'master_policies_shop_renewed_from_fk',
      columns: [t.shopId, t.renewedFromId],
      foreignColumns: [t.shopId, t.id],
    }),
    shopIsolation('master_policies'),
  ],
).enableRLS();

export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').notNull(),
    masterPolicyId: integer('master_policy_id'),
    coverageTypeId: integer('coverage_type_id'),
    /** The policy this one renews (a bulk renewal); the old one stays as history. */
    renewedFromId: integer('renewed_from_id'),
    insuranceCompany: text('insurance_company').notNull().default(''),
    policyNumber: text('policy_number').notNull().default(''),
    policyCosts: numeric('policy_costs', { precision: 12, scale: 2 }),
    vehiclePremium: numeric('vehicle_premium', { precision: 12, scale: 2 }),
    startDate: date('start_date'),
    endDate: date('end_date'),
    collisionDeductible: numeric('collision_deductible', { precision: 12, scale: 2 }),
    comprehensiveDeductible: numeric('comprehensive_deductible', { precision: 12, scale: 2 }),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('insurance_policies_vehicle_idx').on(t.shopId, t.vehicleId, t.endDate),
    unique('insurance_policies_shop_id_id_uq').on(t.shopId, t.id),
    belongsToVehicle('insurance_policies_shop_vehicle_id_fk', t),
    foreignKey({
      name: 'insurance_policies_shop_master_policy_id_fk',
      columns: [t.shopId, t.masterPolicyId],
      foreignColumns: [masterPolicies.shopId, masterPolicies.id],
    }),
    foreignKey({
      name: 'insurance_policies_shop_coverage_type_fk',
      columns: [t.shopId, t.coverageTypeId],
      foreignColumns: [coverageTypes.shopId, coverageTypes.id],
    }),
    foreignKey({
      name: 'insurance_policies_shop_renewed_from_fk',
      columns: [t.shopId, t.renewedFromId],
      foreignColumns: [t.shopId, t.id],
    }),
    // A master's policies in id order: global search takes the first few (migration 0027).
    index('insurance_policies_master_idx').on(t.shopId, t.masterPolicyId, t.id),
    // A company's policies in id order: search reaches them from the company's suffixes (0037).
    index('insurance_policies_company_idx').on(t.shopId, t.insuranceCompany, t.id),
    // The list's order (latest end first, no end last, newest first): its page is an index scan.
    index('insurance_policies_shop_end_idx').on(
      t.shopId,
      t.endDate.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    shopIsolation('insurance_policies'),
  ],
).enableRLS();
