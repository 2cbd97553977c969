import { Badge } from '@mantine/core';
import type { MaintenanceState } from '@fleetdesk/contract/rules/maintenance-due';

/** A schedule's state, or the due list's "mileage not known yet". */
type BadgeState = MaintenanceState | 'mileage_unknown';

const LOOK: Record<BadgeState, { color: string; label: string }> = {
  overdue: { color: 'red', label: 'Overdue' },
  due_soon: { color: 'yellow', label: 'Due soon' },
  ok: { color: 'green', label: 'On schedule' },
  mileage_unknown: { color: 'gray', label: 'Mileage unknown' },
};

/** A schedule's state on a vehicle: red overdue, yellow due soon, green otherwise. */
export function MaintenanceStateBadge({ state }: { state: BadgeState }) {
  const { color, label } = LOOK[state];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
