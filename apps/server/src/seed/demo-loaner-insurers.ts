import type { loanAgreements } from '../modules/loaners';
import { loanAgreementAuthorizations, loanerInsurers } from '../modules/loaners';
import type { Db } from '../platform/database/client';
import { shopDayOf } from '../platform/shop-day';

/** The demo shop's insurer directory and the coverage its agreements were reserved with. */

/** The directory: State Farm counts 24-hour periods, GEICO calendar days. */
const INSURERS = [
  {
    name: 'State Farm',
    rate: '35.00',
    dayRule: '24h' as const,
    email: 'rental.billing@statefarm.example',
  },
  {
    name: 'GEICO',
    rate: '40.00',
    dayRule: 'calendar' as const,
    email: 'loaner-invoices@geico.example',
  },
  { name: 'Progressive', rate: '38.00', dayRule: '24h' as const, email: '' },
];

export function seedInsurers(db: Db, shopId: number) {
  return db
    .insert(loanerInsurers)
    .values(
      INSURERS.map((x) => ({
        shopId,
        name: x.name,
        dailyRateCap: x.rate,
        dayRule: x.dayRule,
        billingEmail: x.email,
        billingAddress: x.email ? 'Claims billing, PO Box 9000, Bloomington, IL 61702' : '',
      })),
    )
    .returning();
}

type AgreementRow = typeof loanAgreements.$inferSelect;

/**
 * Each insurer's coverage is the agreement's first authorization, as the API writes it; returns
 * the authorizations of an agreement, for its totals.
 */
export async function seedAuthorizations(
  db: Db,
  shopId: number,
  timeZone: string,
  agreements: readonly AgreementRow[],
) {
  const covered = agreements.filter((a) => a.insurerMaxDays);
  if (covered.length)
    await db.insert(loanAgreementAuthorizations).values(
      covered.map((a) => ({
        shopId,
        agreementId: a.id,
        days: a.insurerMaxDays!,
        dailyRate: a.insurerDailyRate ?? '0.00',
        authorizedOn: shopDayOf(timeZone, a.startsAt < a.createdAt ? a.startsAt : a.createdAt),
        reference: `AUTH-${a.number.slice(3)}`,
        initial: true,
      })),
    );
  return (a: AgreementRow) =>
    a.insurerMaxDays ? [{ days: a.insurerMaxDays, daily_rate: a.insurerDailyRate ?? '0.00' }] : [];
}
