import { Badge, Group } from '@mantine/core';
import type { Member } from '@fleetdesk/contract/shops';

/** The role, and what sets the member apart: a superuser, an inactive membership. */
export function MemberBadges({ member }: { member: Member }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" size="sm">
        {member.role_display}
      </Badge>
      {member.user.is_superuser && (
        <Badge variant="light" color="grape" size="sm">
          Superuser
        </Badge>
      )}
      {!member.is_active && (
        <Badge variant="light" color="gray" size="sm">
          Inactive
        </Badge>
      )}
    </Group>
  );
}
