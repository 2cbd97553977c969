import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { users } from '../auth';
import { shops } from '../shops';
import { loanAgreements, loanerInsurers, money } from './loaners.tables';

/**
 * Invoices to insurers (docs/api.md "Loaner money: invoices and receivables"). Walled by shop,
 * reaching the insurer and the agreements through composite (shop_id, id) keys.
 */

/** An invoice: its number, dates and amount are fixed when it is issued. */
export const loanInvoices = pgTable(
  'loan_invoices',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** INV-00001: `INV-` and the shop's sequence (loaner_settings.last_invoice_number). */
    number: text('number').notNull(),
    insurerId: integer('insurer_id').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    /**
     * Paid on it: each line's agreement's insurer payments up to the line's amount, kept by the
     * database with the agreements' sums (migration 0048), so an open invoice is found by index.
     */
    insurerPaid: money('insurer_paid').notNull().default('0'),
    voidReason: text('void_reason').notNull().default(''),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('loan_invoices_shop_id_id_uq').on(t.shopId, t.id),
    unique('loan_invoices_shop_number_uq').on(t.shopId, t.number),
    index('loan_invoices_insurer_idx').on(t.shopId, t.insurerId, t.issuedOn),
    // The receivables: the live invoices with a balance (loaners.balances.ts's invoiceOwesSql).
    index('loan_invoices_open_idx')
      .on(t.shopId)
      .where(sql`voided_at is null and (amount - insurer_paid) > 0`),
    foreignKey({
      name: 'loan_invoices_shop_insurer_id_fk',
      columns: [t.shopId, t.insurerId],
      foreignColumns: [loanerInsurers.shopId, loanerInsurers.id],
    }),
    shopIsolation('loan_invoices'),
  ],
).enableRLS();

/**
 * An agreement billed on an invoice, with its figures frozen at issue. `active` until the invoice
 * is voided: the partial unique index keeps an agreement on one live invoice at a time, also when
 * two invoices are made at once.
 */
export const loanInvoiceAgreements = pgTable(
  'loan_invoice_agreements',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id').notNull(),
    agreementId: integer('agreement_id').notNull(),
    position: integer('position').notNull(),
    authorizedDays: integer('authorized_days').notNull(),
    days: integer('days').notNull(),
    coveredDays: integer('covered_days').notNull(),
    amount: money('amount').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.invoiceId, t.agreementId] }),
    uniqueIndex('loan_invoice_agreements_active_uq')
      .on(t.shopId, t.agreementId)
      .where(sql`active`),
    index('loan_invoice_agreements_agreement_idx').on(t.shopId, t.agreementId),
    foreignKey({
      name: 'loan_invoice_agreements_shop_invoice_id_fk',
      columns: [t.shopId, t.invoiceId],
      foreignColumns: [loanInvoices.shopId, loanInvoices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'loan_invoice_agreements_shop_agreement_id_fk',
      columns: [t.shopId, t.agreementId],
      foreignColumns: [loanAgreements.shopId, loanAgreements.id],
    }).onDelete('cascade'),
    shopIsolation('loan_invoice_agreements'),
  ],
).enableRLS();
