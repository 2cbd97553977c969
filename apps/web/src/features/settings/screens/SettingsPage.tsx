import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAccess } from '../../../lib/permissions';
import { canChangeLoanerSettings, LoanerSettingsSection } from '../../loaners';
import { ActivitySection } from '../components/general/ActivitySection';
import { AccountInformationSection } from '../components/general/AccountInformationSection';
import { AppearanceSection } from '../components/general/AppearanceSection';
import { ChangePasswordSection } from '../components/general/ChangePasswordSection';
import { IntegrationsSection } from '../components/general/IntegrationsSection';
import { MembersSection } from '../components/general/MembersSection';
import { NavigationOrderSection } from '../components/general/NavigationOrderSection';
import { ProfileSection } from '../components/general/ProfileSection';
import { ReminderEmailSection } from '../components/general/ReminderEmailSection';
import { ShopIdentitySection } from '../components/general/ShopIdentitySection';
import { ShopTimeZoneSection } from '../components/general/ShopTimeZoneSection';
import { WebhooksSection } from '../components/general/WebhooksSection';

/** General settings at /settings (spec 1 section 2): profile, navigation order, appearance, account. */
export default function SettingsPage() {
  const { access } = useAccess('base');
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={1}>Settings</Title>
        <Text c="dimmed">Your profile, navigation order, appearance and reminder e-mails.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          <ProfileSection />
          <AppearanceSection />
          <AccountInformationSection />
        </Stack>
        <Stack gap="md">
          <NavigationOrderSection />
          <ChangePasswordSection />
          <ReminderEmailSection />
          <ShopTimeZoneSection />
          <ShopIdentitySection />
          <MembersSection />
          <WebhooksSection />
          <ActivitySection />
          <IntegrationsSection />
          {canChangeLoanerSettings(access) && <LoanerSettingsSection />}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
