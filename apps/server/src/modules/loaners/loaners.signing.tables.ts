import {
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { users } from '../auth';
import { shops } from '../shops';
import { loanAgreements } from './loaners.tables';

/**
 * A link e-mailed to the customer to sign a reserved agreement before they arrive (docs/api.md
 * "Loaner money", remote signing). Only the token's SHA-256 is kept, as for sessions and API
 * tokens. Single use: signing sets `used_at` and keeps the signature; a newer link, check-out or
 * cancel sets `withdrawn_at`.
 */
export const loanAgreementSigningLinks = pgTable(
  'loan_agreement_signing_links',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    agreementId: integer('agreement_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The signature as the customer's canvas sent it (a PNG data URL), once signed. */
    signature: text('signature'),
    signedName: text('signed_name').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('loan_agreement_signing_links_shop_id_id_uq').on(t.shopId, t.id),
    unique('loan_agreement_signing_links_token_uq').on(t.tokenHash),
    index('loan_agreement_signing_links_agreement_idx').on(t.shopId, t.agreementId),
    foreignKey({
      name: 'loan_agreement_signing_links_shop_agreement_id_fk',
      columns: [t.shopId, t.agreementId],
      foreignColumns: [loanAgreements.shopId, loanAgreements.id],
    }).onDelete('cascade'),
    shopIsolation('loan_agreement_signing_links'),
  ],
).enableRLS();
