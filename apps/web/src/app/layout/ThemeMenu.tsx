import { ActionIcon, Menu } from '@mantine/core';
import type { ThemeChoice } from '@fleetdesk/contract/rules/theme';
import { IconCheck, IconClock, IconMoon, IconSun } from '@tabler/icons-react';
import { useAppTheme } from '../../lib/theme';

const OPTIONS: { value: ThemeChoice; label: string; icon: typeof IconSun }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'Auto (dark 19:00–06:00)', icon: IconClock },
];

/** Theme choice in the top bar: Light, Dark or Auto. */
export function ThemeMenu() {
  const { choice, resolved, setChoice } = useAppTheme();
  const CurrentIcon = resolved === 'dark' ? IconMoon : IconSun;
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Theme">
          <CurrentIcon size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        {OPTIONS.map(({ value, label, icon: ItemIcon }) => (
          <Menu.Item
            key={value}
            role="menuitemradio"
            aria-checked={choice === value}
            leftSection={<ItemIcon size={16} aria-hidden />}
            rightSection={choice === value ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => setChoice(value)}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
