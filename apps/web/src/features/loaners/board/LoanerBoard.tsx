import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { useUrlParams } from '../../../lib/url-params';
import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { RecordsError } from '../../../lib/ui/RecordsStates';
import { BOARD_LOAD_FAILED, useBoard } from '../api/board';
import {
  BOARD_DAYS,
  BOARD_STEP_DAYS,
  DAYS_BEFORE_TODAY,
  layOutLoaner,
  validDay,
  windowDays,
} from './board-layout';
import { BoardControls } from './BoardControls';
import { BoardGrid } from './BoardGrid';
import { BoardLegend } from './BoardLegend';
import { BoardPhoneList } from './BoardPhoneList';
import { BoardLoading, NoLoaners } from './BoardStates';

/** Under 600 px wide the board is a list by state (a phone at 390 px scrolls only down). */
export const PHONE_QUERY = '(max-width: 599.98px)';

type Props = {
  /** The shop's today and time zone, which place every day on the board. */
  today: string;
  timeZone: string;
  /** Null without canManageLoaners. */
  onReserve: ((vin: string, day: string) => void) | null;
  canAddVehicle: boolean;
};

/** The board's window (`?from=`, else from a little before today), its data and its two faces. */
export function LoanerBoard({ today, timeZone, onReserve, canAddVehicle }: Props) {
  const [params, setParams] = useUrlParams();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const from = validDay(params.get('from')) ?? addDays(today, -DAYS_BEFORE_TODAY);
  const days = useMemo(() => windowDays(from, BOARD_DAYS), [from]);
  const to = days[days.length - 1] ?? from;
  const query = useBoard(from, to);
  // "Now" is when the board was read: an agreement out past due_at then is overdue.
  const now = useMemo(() => new Date(query.dataUpdatedAt), [query.dataUpdatedAt]);
  const rows = useMemo(
    () => (query.data?.vehicles ?? []).map((l) => layOutLoaner(l, days, now, timeZone)),
    [query.data, days, now, timeZone],
  );

  const moveTo = (day: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (day === null) next.delete('from');
        else next.set('from', day);
        return next;
      },
      { replace: true },
    );

  if (query.isPending) return <BoardLoading />;
  if (query.isError)
    return <RecordsError message={BOARD_LOAD_FAILED} onRetry={() => void query.refetch()} />;
  if (query.data.vehicles.length === 0) return <NoLoaners canAddVehicle={canAddVehicle} />;
  if (phone) {
    return (
      <BoardPhoneList
        loaners={query.data.vehicles}
        now={now}
        today={today}
        timeZone={timeZone}
        onReserve={onReserve}
      />
    );
  }
  return (
    <Stack gap="sm">
      <BoardControls
        first={from}
        last={to}
        onPrevious={() => moveTo(addDays(from, -BOARD_STEP_DAYS))}
        onToday={() => moveTo(null)}
        onNext={() => moveTo(addDays(from, BOARD_STEP_DAYS))}
      />
      <BoardLegend />
      <BoardGrid rows={rows} days={days} today={today} onReserve={onReserve} />
    </Stack>
  );
}
