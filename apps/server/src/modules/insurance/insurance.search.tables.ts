import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';

/**
 * Every suffix (lower case, collation "C", at most 64 characters) of a policy's own number, kept
 * by triggers (migration 0027): global search reads a prefix range of it, which an index serves
 * under row-level security, as vehicle_search_suffixes does. A policy that leaves its number to
 * its master policy has none: those are the master's (below). Its company's are kept once per
 * company (insurance_company_search_suffixes, migration 0037).
 */
export const insurancePolicySearchSuffixes = pgTable(
  'insurance_policy_search_suffixes',
  {
    shopId: integer('shop_id').notNull(),
    policyId: integer('policy_id').notNull(),
    suffix: text('suffix').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'insurance_policy_search_suffixes_pk',
      columns: [t.shopId, t.suffix, t.policyId],
    }),
    // No foreign key (migration 0031), as for vehicles' suffixes: a delete trigger removes them.
    index('insurance_policy_search_suffixes_policy_idx').on(t.shopId, t.policyId),
    shopIsolation('insurance_policy_search_suffixes'),
  ],
).enableRLS();

/**
 * Every suffix of a master policy's number, name and company (migration 0027): a master covers
 * thousands of policies, so its text is kept once and its policies reached through their index
 * on the master (a rename rewrites a few rows, not every policy's).
 */
export const masterPolicySearchSuffixes = pgTable(
  'master_policy_search_suffixes',
  {
    shopId: integer('shop_id').notNull(),
    masterPolicyId: integer('master_policy_id').notNull(),
    suffix: text('suffix').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'master_policy_search_suffixes_pk',
      columns: [t.shopId, t.suffix, t.masterPolicyId],
    }),
    index('master_policy_search_suffixes_master_idx').on(t.shopId, t.masterPolicyId),
    shopIsolation('master_policy_search_suffixes'),
  ],
).enableRLS();

/**
 * Every suffix of each insurance company's name a shop's policies carry, once per company
 * (migration 0037): most of a shop's policies share a few companies, so kept on each policy the
 * same text was two thirds of the policies' suffix rows, and of a fleet import's writes. A
 * search reaches a company's policies through their index on the company, spelt as they spell
 * it (an index on lower() would not serve under row-level security). A company no policy
 * carries any more keeps its rows: they lead a search to no policy.
 */
export const insuranceCompanySearchSuffixes = pgTable(
  'insurance_company_search_suffixes',
  {
    shopId: integer('shop_id').notNull(),
    /** The company's name as the policies spell it (its suffixes are in lower case). */
    company: text('company').notNull(),
    suffix: text('suffix').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'insurance_company_search_suffixes_pk',
      columns: [t.shopId, t.suffix, t.company],
    }),
    index('insurance_company_search_suffixes_company_idx').on(t.shopId, t.company),
    shopIsolation('insurance_company_search_suffixes'),
  ],
).enableRLS();
