import type { MaintenanceSchedule } from '@fleetdesk/contract/maintenance';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useMaintenanceSchedules } from '../api/get-maintenance-schedules';
import { MaintenanceStateBadge } from './MaintenanceStateBadge';

/** The vehicle's schedules that are due (overdue or due soon): the ones a record may close. */
export function useDueSchedules(vin: string): MaintenanceSchedule[] {
  const query = useMaintenanceSchedules(vin);
  return (query.data ?? []).filter((s) => s.state === 'overdue' || s.state === 'due_soon');
}

type Props = {
  due: MaintenanceSchedule[];
  isTicked: (schedule: MaintenanceSchedule) => boolean;
  onToggle: (schedule: MaintenanceSchedule, ticked: boolean) => void;
};

/**
 * Issue 26: the add form offers the vehicle's due schedules; a ticked one is closed by the
 * record and starts again from its date and mileage.
 */
export function DueScheduleChecks({ due, isTicked, onToggle }: Props) {
  if (due.length === 0) return null;
  return (
    <Stack gap={6} role="group" aria-label="Schedules this service completes">
      <Text size="sm" fw={500}>
        Completes these due schedules
      </Text>
      {due.map((s) => (
        <Checkbox
          key={s.id}
          checked={isTicked(s)}
          onChange={(event) => onToggle(s, event.currentTarget.checked)}
          label={
            <>
              {s.name} <MaintenanceStateBadge state={s.state ?? 'ok'} />
            </>
          }
        />
      ))}
    </Stack>
  );
}
