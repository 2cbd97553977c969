import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Setting } from '@fleetdesk/contract/settings';
import type { AutosaveStatus } from './use-autosave-queue';
import { groupSettings } from './setting-shape';
import { SettingInput } from './SettingInput';

type Props = {
  settings: Setting[];
  valueOf: (setting: Setting) => unknown;
  /** By setting id (`module.key`): modules share keys such as page_size. */
  statuses: Record<string, AutosaveStatus>;
  errors: Record<string, string>;
  onChange: (setting: Setting, value: unknown) => void;
  onInvalid: (setting: Setting, message: string) => void;
};

export const SETTINGS_SAVED = 'Settings saved successfully';

/** Shown once the autosave queue has saved everything. */
export function SettingsSavedAlert() {
  return (
    <Alert
      color="green"
      icon={<IconCheck size={18} aria-hidden />}
      title={SETTINGS_SAVED}
      role="status"
    />
  );
}

export function StatusBadge({ status }: { status: AutosaveStatus | undefined }) {
  if (status === 'pending')
    return (
      <Badge size="sm" color="yellow" variant="light">
        Pending
      </Badge>
    );
  if (status === 'saving')
    return (
      <Badge size="sm" color="blue" variant="light">
        Saving
      </Badge>
    );
  return null;
}

/** Settings grouped by category (Display & Interface, Business Rules & Compliance, ...). */
export function SettingsGroups({
  settings,
  valueOf,
  statuses,
  errors,
  onChange,
  onInvalid,
}: Props) {
  if (settings.length === 0) return <Text c="dimmed">No settings to show.</Text>;
  return (
    <Stack gap="md">
      {groupSettings(settings).map((group) => (
        <Card key={group.category} withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={3}>{group.label}</Title>
            {group.settings.map((setting) => (
              <Group key={setting.id} align="flex-start" justify="space-between" wrap="nowrap">
                <div style={{ flex: 1 }}>
                  <SettingInput
                    setting={setting}
                    value={valueOf(setting)}
                    error={errors[setting.id]}
                    onChange={(value) => onChange(setting, value)}
                    onInvalid={(message) => onInvalid(setting, message)}
                  />
                </div>
                <StatusBadge status={statuses[setting.id]} />
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
