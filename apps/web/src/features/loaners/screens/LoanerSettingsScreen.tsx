import { Stack } from '@mantine/core';
import { LoanersHeader } from '../components/LoanersHeader';
import { LoanerSettingsSection } from '../settings/LoanerSettingsSection';

/** Issue 23: the loaner settings at /loaners/settings (also a section of /settings). */
export default function LoanerSettingsScreen() {
  return (
    <Stack gap="md">
      <LoanersHeader
        title="Loaner settings"
        description="Rates, allowances and terms for new agreements."
      />
      <LoanerSettingsSection />
    </Stack>
  );
}
