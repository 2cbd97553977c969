import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { users } from '../auth';
import { shops } from '../shops';
import { loanAgreements, money } from './loaners.tables';

/**
 * Loaner money (docs/api.md "Loaner money"): what insurers authorise on an agreement and what is
 * paid against it. Walled by shop like every loaner table, reaching the agreement through its
 * composite (shop_id, id) key.
 */

/** Days an insurer authorised at a daily rate; `initial` mirrors the agreement's own coverage. */
export const loanAgreementAuthorizations = pgTable(
  'loan_agreement_authorizations',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    agreementId: integer('agreement_id').notNull(),
    days: integer('days').notNull(),
    dailyRate: money('daily_rate').notNull(),
    reference: text('reference').notNull().default(''),
    adjuster: text('adjuster').notNull().default(''),
    authorizedOn: date('authorized_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    /** The coverage the agreement was reserved with (insurer_max_days at insurer_daily_rate). */
    initial: boolean('initial').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loan_agreement_authorizations_agreement_idx').on(t.shopId, t.agreementId),
    foreignKey({
      name: 'loan_agreement_authorizations_shop_agreement_id_fk',
      columns: [t.shopId, t.agreementId],
      foreignColumns: [loanAgreements.shopId, loanAgreements.id],
    }).onDelete('cascade'),
    shopIsolation('loan_agreement_authorizations'),
  ],
).enableRLS();

/**
 * Money received against an agreement from its customer or its insurer, or written off; and money
 * given back to one of them (a refund), kept as a negative amount so that every sum of the rows
 * (the agreement's kept paid sums, migration 0048's triggers) is already net of refunds.
 */
export const loanAgreementPayments = pgTable(
  'loan_agreement_payments',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    agreementId: integer('agreement_id').notNull(),
    /** customer, insurer */
    payer: text('payer').notNull(),
    /** Above 0 for money received or written off; below 0 for money refunded. */
    amount: money('amount').notNull(),
    /** card, cash, check, eft, other, write_off (never for a refund) */
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loan_agreement_payments_agreement_idx').on(t.shopId, t.agreementId),
    foreignKey({
      name: 'loan_agreement_payments_shop_agreement_id_fk',
      columns: [t.shopId, t.agreementId],
      foreignColumns: [loanAgreements.shopId, loanAgreements.id],
    }).onDelete('cascade'),
    // A refund gives money back: nothing written off can be, and no movement is of 0.
    check(
      'loan_agreement_payments_amount_ck',
      sql`${t.amount} > 0 or (${t.amount} < 0 and ${t.method} <> 'write_off')`,
    ),
    shopIsolation('loan_agreement_payments'),
  ],
).enableRLS();
