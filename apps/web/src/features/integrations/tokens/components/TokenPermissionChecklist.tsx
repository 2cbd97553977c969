import { Checkbox, Fieldset, Stack } from '@mantine/core';
import { PERMISSION_INFO } from '@fleetdesk/contract/permission-labels';
import type { Permission } from '@fleetdesk/contract/permissions';
import { tokenPermissionAreas, toggledPermission } from './token-form';

const NOT_HELD = 'You do not hold this permission, so your tokens cannot either.';

type Props = {
  value: Permission[];
  onChange: (next: Permission[]) => void;
  holds: (permission: Permission) => boolean;
  error?: string;
  disabled?: boolean;
};

/** The permissions a token may carry, by area; those the member does not hold cannot be ticked. */
export function TokenPermissionChecklist({ value, onChange, holds, error, disabled }: Props) {
  return (
    <Checkbox.Group label="Permissions" error={error} value={value}>
      <Stack gap="sm" mt="xs">
        {tokenPermissionAreas().map(({ area, permissions }) => (
          <Fieldset key={area} legend={area} variant="filled" p="sm">
            <Stack gap="sm">
              {permissions.map((permission) => {
                const held = holds(permission);
                return (
                  <Checkbox
                    key={permission}
                    value={permission}
                    label={PERMISSION_INFO[permission].label}
                    description={held ? PERMISSION_INFO[permission].description : NOT_HELD}
                    disabled={disabled || !held}
                    checked={value.includes(permission)}
                    onChange={(event) =>
                      onChange(toggledPermission(value, permission, event.currentTarget.checked))
                    }
                  />
                );
              })}
            </Stack>
          </Fieldset>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
