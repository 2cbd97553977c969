import { Badge } from '@mantine/core';

/**
 * Spec 2 section 6: the user's role in the vehicle module, derived from their vehicle
 * permissions (not the shop membership role the shop switcher shows).
 */
export function RoleBadge({ label }: { label: string }) {
  return (
    <Badge variant="light" color="gray" size="lg" tt="none" title="Your role in the vehicle module">
      {label}
    </Badge>
  );
}
