import type { BoardAgreement, BoardReply } from '@fleetdesk/contract/loaner-board';
import { addDays, daysBetween } from '@fleetdesk/contract/rules/financing-dates';
import { shopDayOf } from '../../shops';

/**
 * Where the board draws things: days are calendar days in the shop's time zone (`YYYY-MM-DD`),
 * counted from the shop's today the server reports, never the browser's calendar.
 */

/** How many days the board shows at once, and how far Previous and Next move it. */
export const BOARD_DAYS = 14;
export const BOARD_STEP_DAYS = 7;
/** The window opens a couple of days before today, so recent returns stay in sight. */
export const DAYS_BEFORE_TODAY = 2;

/** The `count` days from `from`, in order. */
export const windowDays = (from: string, count = BOARD_DAYS) =>
  Array.from({ length: count }, (_, i) => addDays(from, i));
/** A `YYYY-MM-DD` the calendar knows, else null (a hand-typed `?from=`). */
export const validDay = (text: string | null): string | null =>
  // 2026-02-30 rolls over to another day: the calendar does not know it.
  text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text ? text : null;

export type Loaner = BoardReply['vehicles'][number];
export const BAR_STATES = ['reserved', 'out', 'overdue', 'returned', 'swapped'] as const;
export type BarState = (typeof BAR_STATES)[number];
export const BAR_STATE_LABELS: Record<BarState, string> = {
  reserved: 'Reserved',
  out: 'Out',
  overdue: 'Overdue',
  returned: 'Returned',
  swapped: 'Swapped',
};

/**
 * How an agreement shows on the board; a cancelled one does not show. An earlier car's stretch of
 * a changed loan (`swapped_to`) is over, whatever the agreement's status: the car came back at
 * the swap.
 */
export function barState(agreement: BoardAgreement, now: Date): BarState | null {
  if (agreement.status === 'cancelled') return null;
  if (agreement.swapped_to !== null) return 'swapped';
  if (agreement.status === 'out') {
    return Date.parse(agreement.due_at) < now.getTime() ? 'overdue' : 'out';
  }
  return agreement.status;
}

/** The first and last day an agreement holds the loaner, on the shop's calendar. */
export function heldDays(
  agreement: BoardAgreement,
  state: BarState,
  now: Date,
  timeZone: string,
): { first: string; last: string } {
  const start = agreement.checked_out_at ?? agreement.starts_at;
  // An overdue loaner is still held today; a returned or swapped one until it came back.
  const end =
    state === 'overdue'
      ? now
      : state === 'returned' || state === 'swapped'
        ? (agreement.checked_in_at ?? agreement.due_at)
        : agreement.due_at;
  const first = shopDayOf(start, timeZone);
  const last = shopDayOf(end, timeZone);
  return { first, last: last < first ? first : last };
}

export type Bar = {
  agreement: BoardAgreement;
  state: BarState;
  /** The days it holds, which may lie beyond the window. */
  firstDay: string;
  lastDay: string;
  /** Its first and last column inside the window (0-based). */
  start: number;
  end: number;
  /** Agreements that overlap in days (a return and the next start) sit on separate lanes. */
  lane: number;
};

export type LoanerRow = {
  loaner: Loaner;
  bars: Bar[];
  lanes: number;
  /** Columns a bar covers: no reservation can start there from the board. */
  held: Set<number>;
};

/** A loaner's agreements placed on the window's columns and lanes. */
export function layOutLoaner(
  loaner: Loaner,
  days: readonly string[],
  now: Date,
  timeZone: string,
): LoanerRow {
  const lastColumn = days.length - 1;
  const from = days[0] ?? '';
  const placed: Omit<Bar, 'lane'>[] = [];
  for (const agreement of loaner.agreements) {
    const state = barState(agreement, now);
    if (state === null) continue;
    const { first, last } = heldDays(agreement, state, now, timeZone);
    const start = daysBetween(from, first);
    const end = daysBetween(from, last);
    if (end < 0 || start > lastColumn) continue;
    placed.push({
      agreement,
      state,
      firstDay: first,
      lastDay: last,
      start: Math.max(0, start),
      end: Math.min(lastColumn, end),
    });
  }
  placed.sort((a, b) => a.start - b.start || a.end - b.end);
  const laneEnds: number[] = [];
  const held = new Set<number>();
  const bars = placed.map((bar) => {
    let lane = laneEnds.findIndex((end) => end < bar.start);
    if (lane === -1) lane = laneEnds.push(bar.end) - 1;
    else laneEnds[lane] = bar.end;
    for (let column = bar.start; column <= bar.end; column++) held.add(column);
    return { ...bar, lane };
  });
  return { loaner, bars, lanes: Math.max(1, laneEnds.length), held };
}

/**
 * The agreement a loaner's state on the board is about (the one out, else the next reserved); an
 * agreement that went on in another car after a swap is not this car's any more.
 */
export function currentAgreement(loaner: Loaner, now: Date): BoardAgreement | null {
  const active = loaner.agreements.filter(
    (a) => a.swapped_to === null && (a.status === 'out' || a.status === 'reserved'),
  );
  const out = active.find((a) => a.status === 'out');
  if (out) return out;
  const ahead = active
    .filter((a) => Date.parse(a.due_at) >= now.getTime())
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  return ahead[0] ?? null;
}
