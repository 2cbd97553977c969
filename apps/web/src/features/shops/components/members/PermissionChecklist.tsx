import { Badge, Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { PERMISSION_INFO, permissionsByArea } from '@fleetdesk/contract/permission-labels';
import type { Permission, Role } from '@fleetdesk/contract/permissions';
import {
  permissionSource,
  type PermissionSource,
} from '@fleetdesk/contract/rules/member-permissions';

const SOURCE_BADGES: Record<PermissionSource, { text: string; color: string } | null> = {
  role: { text: 'From role', color: 'gray' },
  granted: { text: 'Granted', color: 'green' },
  withdrawn: { text: 'Withdrawn', color: 'orange' },
  none: null,
};

type Props = {
  role: Role;
  held: readonly Permission[];
  onToggle: (permission: Permission, held: boolean) => void;
  /** A permission that cannot be unticked here, and why (your own right to manage the shop). */
  locked?: { permission: Permission; reason: string };
  disabled?: boolean;
};

/**
 * Every permission as a checkbox with its label and what it allows, grouped by area, each saying
 * whether it comes from the role or was granted or withdrawn for this member alone.
 */
export function PermissionChecklist({ role, held, onToggle, locked, disabled = false }: Props) {
  return (
    <Stack gap="md">
      {permissionsByArea().map(({ area, permissions }) => (
        <Fieldset key={area} legend={area} variant="filled" p="sm">
          <Stack gap="sm">
            {permissions.map((permission) => {
              const info = PERMISSION_INFO[permission];
              const isHeld = held.includes(permission);
              const badge = SOURCE_BADGES[permissionSource(role, permission, isHeld)];
              const isLocked = locked?.permission === permission;
              return (
                <Checkbox
                  key={permission}
                  name={permission}
                  label={info.label}
                  checked={isHeld}
                  disabled={disabled || isLocked}
                  onChange={(event) => onToggle(permission, event.currentTarget.checked)}
                  description={
                    <Text component="span" size="xs" c="dimmed">
                      {info.description}
                      {badge && (
                        <Badge
                          component="span"
                          color={badge.color}
                          variant="light"
                          size="xs"
                          ml={6}
                        >
                          {badge.text}
                        </Badge>
                      )}
                      {isLocked && (
                        <Text component="span" size="xs" c="dimmed" display="block">
                          {locked.reason}
                        </Text>
                      )}
                    </Text>
                  }
                />
              );
            })}
          </Stack>
        </Fieldset>
      ))}
    </Stack>
  );
}
