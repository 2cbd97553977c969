import { sql } from 'drizzle-orm';
import { FINANCING_CONSTANTS } from '@fleetdesk/contract/financing';
import { financings } from './financing.tables';

/**
 * The one definition of a financing's state in SQL, over the stored columns, as
 * rules/financing-card-status.ts decides it (isCompleted, isActiveFinancing, financingCardStatus).
 * The dashboard's tiles and cards, the analytics, the Reports summary, the export's Status and
 * the vehicle's badges and archive rule all read it from here.
 */

/**
 * The term is settled (isTermSettled): its end date, the last scheduled date, is past the grace
 * before a month counts as missing, and no month is missing: nothing is owed.
 */
export const completedSql = sql`(${financings.endDate} + ${sql.raw(String(FINANCING_CONSTANTS.dayTolerance))} < current_date
  and ${financings.missingCount} = 0)`;

/** Marked active and not completed (an ended financing in arrears is still active: overdue). */
export const activeSql = sql<boolean>`(${financings.isActive} and not ${completedSql})`;

/** The card status of spec 2 section 4, evaluated in its order. */
export const cardKindSql = sql`case
  when ${completedSql} then 'completed'
  when not ${financings.isActive} then 'inactive'
  when ${financings.paymentStatus} = 'overdue' then 'overdue'
  when ${financings.paymentStatus} = 'late' then 'late'
  when ${financings.nextDueDate} - current_date between 0 and 7 then 'upcoming'
  else 'current' end`;

/** Active, Completed or Inactive: what the export and the Reports summary write as the Status. */
export const stateLabelSql = sql<
  'Active' | 'Completed' | 'Inactive'
>`case when ${completedSql} then 'Completed'
  when ${financings.isActive} then 'Active' else 'Inactive' end`;

/** The same in the API's words (financingSchema.state). */
export const stateSql = sql<
  'active' | 'completed' | 'inactive'
>`case when ${completedSql} then 'completed'
  when ${financings.isActive} then 'active' else 'inactive' end`;
