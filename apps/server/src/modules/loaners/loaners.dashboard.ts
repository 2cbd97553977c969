import type { BoardState } from '@fleetdesk/contract/loaners';
import { LOANER_LIST_LIMIT, type LoanerAvailability } from '@fleetdesk/contract/dashboard';
import type { ShopContext } from '../../platform/request-context';
import { boardLoaners, boardStates } from './loaners.board.repository';

/**
 * The dashboard's loaner-availability widget (handed to the dashboard at modules/index.ts),
 * counted from the board's own two statements (its loaners and their state now), so the widget
 * and the board never disagree: available is the board's available, assigned the reserved, out
 * and overdue ones. The list: at most 3, available ones first, each group by description.
 */
export async function loanerAvailabilityData(ctx: ShopContext): Promise<LoanerAvailability> {
  // One after the other: the request's transaction is one connection.
  const loaners = await boardLoaners(ctx);
  const states = new Map((await boardStates(ctx)).map((s) => [s.vehicleId, s.state]));
  const counts: Record<BoardState, number> = { available: 0, reserved: 0, out: 0, overdue: 0 };
  const listed = loaners.map((l) => {
    const state: BoardState = states.get(l.id) ?? 'available';
    counts[state] += 1;
    return { vin: l.vin, description: l.description, license_plate: l.licensePlate, state };
  });
  // A stable sort: the loaners come by description.
  listed.sort((x, y) => Number(x.state !== 'available') - Number(y.state !== 'available'));
  return {
    total_loaners: loaners.length,
    available_loaners: counts.available,
    assigned_loaners: loaners.length - counts.available,
    reserved_loaners: counts.reserved,
    out_loaners: counts.out,
    overdue_loaners: counts.overdue,
    loaner_list: listed.slice(0, LOANER_LIST_LIMIT),
  };
}
