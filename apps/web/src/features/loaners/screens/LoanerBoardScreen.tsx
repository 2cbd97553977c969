import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useAccess } from '../../../lib/permissions';
import { paths } from '../../../lib/paths';
import { useCurrentContext, useShopToday } from '../../shops';
import { BoardLoading } from '../board/BoardStates';
import { LoanerBoard } from '../board/LoanerBoard';
import { LoanersHeader } from '../components/LoanersHeader';

/** Issue 23: the availability board at /loaners (the route gate asked for canViewLoaners). */
export default function LoanerBoardScreen() {
  const navigate = useNavigate();
  const { access } = useAccess('base');
  const today = useShopToday();
  const timeZone = useCurrentContext().data?.current_shop?.time_zone;
  const reserve = (vin: string, day: string) => void navigate(paths.loaners.reserve(vin, day));
  return (
    <Stack gap="md">
      <LoanersHeader title="Loaners" description="Who has which loaner, and when each is free." />
      {today === undefined || timeZone === undefined ? (
        <BoardLoading />
      ) : (
        <LoanerBoard
          today={today}
          timeZone={timeZone}
          onReserve={access.can('canManageLoaners') ? reserve : null}
          canAddVehicle={access.can('canAdd')}
        />
      )}
    </Stack>
  );
}
