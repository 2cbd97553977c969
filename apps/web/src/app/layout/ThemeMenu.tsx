import { ActionIcon, Popover, SegmentedControl, Stack, Text } from '@mantine/core';
import { isThemeChoice } from '@fleetdesk/contract/rules/theme';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { THEME_OPTIONS, useThemePreference } from '../../features/settings';

/** Theme choice in the top bar: Light, Dark or Auto (dark from 19:00 until 06:00), saved per user. */
export function ThemeMenu() {
  const { choice, resolved, setChoice } = useThemePreference();
  const CurrentIcon = resolved === 'dark' ? IconMoon : IconSun;
  return (
    <Popover
      position="bottom-end"
      width={260}
      shadow="md"
      withArrow
      withinPortal={false}
      returnFocus
    >
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label="Theme">
          <CurrentIcon size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600} id="theme-choice-label">
            Theme
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="theme-choice-label"
            value={choice}
            onChange={(value) => {
              if (isThemeChoice(value)) setChoice(value);
            }}
            data={THEME_OPTIONS}
          />
          <Text size="xs" c="dimmed">
            Auto uses the dark theme from 19:00 until 06:00.
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
