import { Button, Stack, Text } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { useAccess } from '../../../../lib/permissions';
import { SectionCard } from './SectionCard';

/** The way to the shop's webhooks (issue 25), for those who manage the shop. */
export function WebhooksSection() {
  const { access } = useAccess('base');
  if (!access.can('canManageShopSettings')) return null;
  return (
    <SectionCard id="webhooks" title="Webhooks">
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          Signed notices to your own systems when vehicles, registrations, policies, financing and
          loaners change.
        </Text>
        <Button
          component={Link}
          to={paths.settingsWebhooks}
          variant="default"
          leftSection={<IconWebhook size={16} aria-hidden />}
        >
          Manage webhooks
        </Button>
      </Stack>
    </SectionCard>
  );
}
