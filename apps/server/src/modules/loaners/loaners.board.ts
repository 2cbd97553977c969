import type { BoardReply } from '@fleetdesk/contract/loaner-board';
import { daysBetween } from '@fleetdesk/contract/rules/vehicle-status';
import { fieldError } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { boardBars, boardLoaners, boardStates } from './loaners.board.repository';

/** The widest window the board answers: a quarter and a month (its work grows with the days). */
export const BOARD_MAX_DAYS = 120;

export const BOARD_MESSAGES = {
  toBeforeFrom: 'The end of the window must not be before its start.',
  tooWide: `Ask for at most ${BOARD_MAX_DAYS} days at a time.`,
} as const;

type BoardVehicleHead = Omit<BoardReply['vehicles'][number], 'agreements'>;

/**
 * The availability board (docs/api.md "Loaners"): every loaner that is not archived, its state
 * now, and the agreements whose bars touch the days `from` to `to` (both included, in the shop's
 * time zone); cancelled ones are not drawn. Answered as the reply's JSON text (BoardReply's
 * shape): each loaner's bars arrive from PostgreSQL already written as JSON, and parsing,
 * checking and writing thousands of them again cost more than the statements (docs/benchmark.md).
 */
export async function loanerBoardJson(
  ctx: ShopContext,
  query: { from: string; to: string },
): Promise<string> {
  const days = daysBetween(query.from, query.to) + 1;
  if (days < 1) throw fieldError('to', BOARD_MESSAGES.toBeforeFrom);
  if (days > BOARD_MAX_DAYS) throw fieldError('to', BOARD_MESSAGES.tooWide);
  const loaners = await boardLoaners(ctx);
  const states = new Map((await boardStates(ctx)).map((s) => [s.vehicleId, s.state]));
  const bars = await boardBars(ctx, query.from, query.to);
  const vehicles = loaners.map((loaner) => {
    const head: BoardVehicleHead = {
      vin: loaner.vin,
      description: loaner.description,
      license_plate: loaner.licensePlate,
      state: states.get(loaner.id) ?? 'available',
      out_of_service: loaner.outOfService,
    };
    // The head's closing brace gives way to the agreements' array.
    return `${JSON.stringify(head).slice(0, -1)},"agreements":[${bars.get(loaner.id) ?? ''}]}`;
  });
  return `{"vehicles":[${vehicles.join(',')}]}`;
}
