import { Button, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { useAccess } from '../../../../lib/permissions';
import { SectionCard } from './SectionCard';

/** The way to the shop's activity (the audit trail), for those who manage the shop. */
export function ActivitySection() {
  const { access } = useAccess('base');
  if (!access.can('canManageShopSettings')) return null;
  return (
    <SectionCard id="activity" title="Activity">
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          Who changed what in this shop, and when, sign-ins and permission changes included.
        </Text>
        <Button
          component={Link}
          to={paths.settingsActivity}
          variant="default"
          leftSection={<IconHistory size={16} aria-hidden />}
        >
          View activity
        </Button>
      </Stack>
    </SectionCard>
  );
}
