import { eq, sql } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { loanerSettings } from './loaners.tables';

export type LoanerSettingsRow = typeof loanerSettings.$inferSelect;

/** The default text printed on a new shop's agreements until it writes its own. */
export const DEFAULT_AGREEMENT_TERMS = [
  'The borrower receives the vehicle described above as a courtesy loaner while their own vehicle is repaired.',
  'Only the borrower and licensed drivers they allow may drive it, never for hire, racing or towing, and not outside the state without the shop’s consent.',
  'The borrower keeps the vehicle insured under their own policy, returns it by the due date with the fuel level it left with, and pays for fuel, mileage beyond the daily allowance, days not covered by their insurer, tolls, tickets and any damage or cleaning beyond normal wear.',
  'The borrower reports any accident, damage or theft to the shop and the police at once.',
].join('\n\n');

/** The shop's settings row, created with the defaults on first use (two first uses both land). */
export async function ensureSettings(ctx: ShopContext): Promise<LoanerSettingsRow> {
  await ctx.db
    .insert(loanerSettings)
    .values({ shopId: ctx.shopId, agreementTerms: DEFAULT_AGREEMENT_TERMS })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select()
    .from(loanerSettings)
    .where(eq(loanerSettings.shopId, ctx.shopId));
  return row!;
}

/** The settings as a read sees them: the stored row, or the defaults when there is none yet. */
export async function findSettings(ctx: ShopContext): Promise<LoanerSettingsRow | null> {
  const [row] = await ctx.db
    .select()
    .from(loanerSettings)
    .where(eq(loanerSettings.shopId, ctx.shopId));
  return row ?? null;
}

export async function updateSettings(
  ctx: ShopContext,
  values: Partial<Omit<LoanerSettingsRow, 'shopId' | 'lastAgreementNumber' | 'lastInvoiceNumber'>>,
): Promise<LoanerSettingsRow> {
  // A PATCH with nothing to change answers the row as it is (an empty SET is an SQL error).
  if (Object.values(values).every((v) => v === undefined)) return ensureSettings(ctx);
  const [row] = await ctx.db
    .update(loanerSettings)
    .set(values)
    .where(eq(loanerSettings.shopId, ctx.shopId))
    .returning();
  return row!;
}

/**
 * The shop's settings with the next agreement sequence taken (`lastAgreementNumber`). The row
 * stays locked until the transaction ends, so numbers are handed out one at a time and a
 * rolled-back create gives its number back.
 */
export async function takeAgreementNumber(ctx: ShopContext): Promise<LoanerSettingsRow> {
  await ensureSettings(ctx);
  const [row] = await ctx.db
    .update(loanerSettings)
    .set({ lastAgreementNumber: sql`${loanerSettings.lastAgreementNumber} + 1` })
    .where(eq(loanerSettings.shopId, ctx.shopId))
    .returning();
  return row!;
}

/** The next invoice number, taken as the agreement's is: locked until the create ends. */
export async function takeInvoiceNumber(ctx: ShopContext): Promise<number> {
  await ensureSettings(ctx);
  const [row] = await ctx.db
    .update(loanerSettings)
    .set({ lastInvoiceNumber: sql`${loanerSettings.lastInvoiceNumber} + 1` })
    .where(eq(loanerSettings.shopId, ctx.shopId))
    .returning({ last: loanerSettings.lastInvoiceNumber });
  return row!.last;
}
