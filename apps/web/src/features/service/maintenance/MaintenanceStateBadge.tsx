import { Badge } from '@mantine/core';
import type { MaintenanceState } from '@fleetdesk/contract/rules/maintenance-due';

const LOOK: Record<MaintenanceState, { color: string; label: string }> = {
  overdue: { color: 'red', label: 'Overdue' },
  due_soon: { color: 'yellow', label: 'Due soon' },
  ok: { color: 'green', label: 'On schedule' },
};

/** A schedule's state on a vehicle: red overdue, yellow due soon, green otherwise. */
export function MaintenanceStateBadge({ state }: { state: MaintenanceState }) {
  const { color, label } = LOOK[state];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
