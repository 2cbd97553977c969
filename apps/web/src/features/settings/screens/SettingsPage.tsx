import { Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { isThemeChoice } from '@fleetdesk/contract/rules/theme';
import { useAppTheme } from '../../../lib/theme';

/** General settings at /settings. */
export default function SettingsPage() {
  const { choice, setChoice } = useAppTheme();
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={1}>Settings</Title>
        <Text c="dimmed">Your profile, navigation order and appearance.</Text>
      </Stack>
      <Paper
        withBorder
        p="md"
        radius="md"
        component="section"
        aria-labelledby="appearance-title"
        maw={520}
      >
        <Stack gap="xs">
          <Title order={2} size="h4" id="appearance-title">
            Appearance
          </Title>
          <Text size="sm" c="dimmed">
            Auto uses the dark theme from 19:00 until 06:00.
          </Text>
          <SegmentedControl
            aria-label="Theme"
            value={choice}
            onChange={(value) => {
              if (isThemeChoice(value)) setChoice(value);
            }}
            data={[
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
              { value: 'auto', label: 'Auto' },
            ]}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
