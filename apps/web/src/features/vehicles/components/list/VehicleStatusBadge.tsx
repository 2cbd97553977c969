import { Badge } from '@mantine/core';
import { statusBadgeColor } from '@fleetdesk/contract/rules/vehicle-status';

const BADGE_COLORS = { red: 'red', yellow: 'yellow', green: 'green', grey: 'gray' } as const;

/** Spec 2: the status badge's colour comes from its text (contrast: lib/theme.ts). */
export function VehicleStatusBadge({ status }: { status: string }) {
  const color = statusBadgeColor(status);
  return (
    <Badge color={BADGE_COLORS[color]} variant="light" data-badge-color={color}>
      {status || '—'}
    </Badge>
  );
}
