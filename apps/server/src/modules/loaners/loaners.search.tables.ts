import { foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { loanAgreements } from './loaners.tables';

/**
 * Every suffix (lower case, collation "C", at most 64 characters) of an agreement's number, RO,
 * claim and customer's name, kept by triggers (migration 0024): global search reads a prefix
 * range of it, which an index serves under row-level security, as vehicle_search_suffixes does.
 */
export const loanAgreementSearchSuffixes = pgTable(
  'loan_agreement_search_suffixes',
  {
    shopId: integer('shop_id').notNull(),
    agreementId: integer('agreement_id').notNull(),
    suffix: text('suffix').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'loan_agreement_search_suffixes_pk',
      columns: [t.shopId, t.suffix, t.agreementId],
    }),
    foreignKey({
      name: 'loan_agreement_search_suffixes_agreement_fk',
      columns: [t.shopId, t.agreementId],
      foreignColumns: [loanAgreements.shopId, loanAgreements.id],
    }).onDelete('cascade'),
    index('loan_agreement_search_suffixes_agreement_idx').on(t.shopId, t.agreementId),
    shopIsolation('loan_agreement_search_suffixes'),
  ],
).enableRLS();
