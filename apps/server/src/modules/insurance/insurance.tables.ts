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
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    totalPremium: numeric('total_premium', { precision: 12, scale: 2 }).notNull().default('0'),
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
    shopIsolation('insurance_policies'),
  ],
).enableRLS();
