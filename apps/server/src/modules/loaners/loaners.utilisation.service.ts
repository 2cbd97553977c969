import {
  UTILISATION_MAX_DAYS,
  UTILISATION_MESSAGES,
  type UtilisationQuery,
  type UtilisationReply,
} from '@fleetdesk/contract/loaner-utilisation';
import { daysBetween } from '@fleetdesk/contract/rules/financing-dates';
import {
  availableDays,
  monthsOf,
  weeklyAvailableDays,
  weeksOf,
} from '@fleetdesk/contract/rules/loaner-utilisation';
import { fieldError } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import {
  presentFigures,
  presentMonth,
  presentUtilisationVehicle,
  presentWeek,
} from './loaners.utilisation.presenter';
import {
  utilisationLoaners,
  utilisationSums,
  type UtilisationSums,
} from './loaners.utilisation.repository';

/**
 * The loaner program at a glance (docs/api.md "Loaner money", utilisation): each loaner's days
 * out against the days it was in service, and what its loans billed, collected and wrote off.
 * PostgreSQL sums the agreements; here only the loaners' calendars (a few hundred) are counted.
 */
export async function utilisationReport(
  ctx: ShopContext,
  query: UtilisationQuery,
): Promise<UtilisationReply> {
  const { from, to } = query;
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw fieldError('to', UTILISATION_MESSAGES.toBeforeFrom);
  if (days > UTILISATION_MAX_DAYS) throw fieldError('to', UTILISATION_MESSAGES.tooWide);
  // One after the other: the request's transaction is one connection.
  const loaners = await utilisationLoaners(ctx, query);
  const sums = await utilisationSums(ctx, query);
  const of = (grouping: UtilisationSums['grouping']) => sums.filter((s) => s.grouping === grouping);
  const byVehicle = new Map(of('vehicle').map((s) => [s.vehicle_id, s]));
  const byWeek = new Map(of('week').map((s) => [s.week_start, s]));
  const byMonth = new Map(of('month').map((s) => [s.month, s]));

  const available = loaners.map((l) => availableDays(from, to, l.archived_on));
  const vehicles = loaners.map((l, i) =>
    presentUtilisationVehicle(l, byVehicle.get(l.id), available[i]!),
  );
  // A week's available days are the loaners' days of that week inside the period.
  const inService = weeklyAvailableDays(
    from,
    to,
    loaners.map((l) => l.archived_on),
  );
  const weeks = weeksOf(from, to).map((week, i) =>
    presentWeek(week, byWeek.get(week)?.days ?? 0, inService[i]!),
  );
  return {
    from,
    to,
    vehicles,
    totals: presentFigures(
      of('total')[0],
      available.reduce((n, d) => n + d, 0),
    ),
    weeks,
    months: monthsOf(from, to).map((month) => presentMonth(month, byMonth.get(month))),
  };
}
