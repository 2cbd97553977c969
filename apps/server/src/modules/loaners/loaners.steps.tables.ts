import { foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { shops } from '../shops';
import { loanAgreements } from './loaners.tables';

/**
 * A check-out or check-in sent with an Idempotency-Key (a phone that finished it offline and
 * sends it again until it hears back): the key is applied once, and a repeat gets the agreement
 * as it now stands. `digest` is the SHA-256 of the step and its body: the same key with another
 * request is refused.
 */
export const loanAgreementSteps = pgTable(
  'loan_agreement_steps',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    agreementId: integer('agreement_id').notNull(),
    /** check_out, check_in */
    step: text('step').notNull(),
    digest: text('digest').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'loan_agreement_steps_pkey', columns: [t.shopId, t.key] }),
    foreignKey({
      name: 'loan_agreement_steps_shop_agreement_id_fk',
      columns: [t.shopId, t.agreementId],
      foreignColumns: [loanAgreements.shopId, loanAgreements.id],
    }).onDelete('cascade'),
    shopIsolation('loan_agreement_steps'),
  ],
).enableRLS();
