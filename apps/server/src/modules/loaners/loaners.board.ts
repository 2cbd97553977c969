import type { BoardReply } from '@fleetdesk/contract/loaner-citations';
import type { AgreementStatus, BoardState } from '@fleetdesk/contract/loaners';
import { daysBetween } from '@fleetdesk/contract/rules/vehicle-status';
import { fieldError } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { boardRows, type BoardRow } from './loaners.board.repository';

/** The widest window the board answers: a quarter and a month (its work grows with the days). */
export const BOARD_MAX_DAYS = 120;

export const BOARD_MESSAGES = {
  toBeforeFrom: 'The end of the window must not be before its start.',
  tooWide: `Ask for at most ${BOARD_MAX_DAYS} days at a time.`,
} as const;

function presentBoardVehicle(row: BoardRow): BoardReply['vehicles'][number] {
  return {
    vin: row.vin,
    description: row.description,
    license_plate: row.licensePlate,
    state: row.state as BoardState,
    agreements: row.agreements.map((a) => ({
      id: a.id,
      number: a.number,
      status: a.status as AgreementStatus,
      starts_at: a.startsAt,
      due_at: a.dueAt,
      checked_out_at: a.checkedOutAt,
      checked_in_at: a.checkedInAt,
      customer_name: a.customerName,
    })),
  };
}

/**
 * The availability board (docs/api.md "Loaners"): every loaner that is not archived, its state
 * now, and the agreements whose bars touch the days `from` to `to` (both included, in the shop's
 * time zone); cancelled ones are not drawn.
 */
export async function loanerBoard(
  ctx: ShopContext,
  query: { from: string; to: string },
): Promise<BoardReply> {
  const days = daysBetween(query.from, query.to) + 1;
  if (days < 1) throw fieldError('to', BOARD_MESSAGES.toBeforeFrom);
  if (days > BOARD_MAX_DAYS) throw fieldError('to', BOARD_MESSAGES.tooWide);
  const rows = await boardRows(ctx, query.from, query.to);
  return { vehicles: rows.map(presentBoardVehicle) };
}
