import { SegmentedControl, Text } from '@mantine/core';
import { isThemeChoice } from '@fleetdesk/contract/rules/theme';
import { SectionCard } from './SectionCard';
import { THEME_OPTIONS } from './theme-options';
import { useThemePreference } from './use-theme-preference';

/** Appearance: light, dark or auto, saved to the user's profile. */
export function AppearanceSection() {
  const { choice, setChoice } = useThemePreference();
  return (
    <SectionCard id="appearance" title="Appearance">
      <Text size="sm" c="dimmed" id="appearance-hint">
        Auto uses the dark theme from 19:00 until 06:00. Your choice is remembered on every device
        you sign in on.
      </Text>
      <SegmentedControl
        aria-label="Theme"
        aria-describedby="appearance-hint"
        value={choice}
        onChange={(value) => {
          if (isThemeChoice(value)) setChoice(value);
        }}
        data={THEME_OPTIONS}
        maw={360}
      />
    </SectionCard>
  );
}
