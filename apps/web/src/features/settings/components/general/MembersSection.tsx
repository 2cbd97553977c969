import { Button, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { useAccess } from '../../../../lib/permissions';
import { SectionCard } from './SectionCard';

/** The way to the shop's members and their permissions, for those who manage the shop. */
export function MembersSection() {
  const { access } = useAccess('base');
  if (!access.can('canManageShopSettings')) return null;
  return (
    <SectionCard id="members" title="Members">
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          Who works in this shop, their roles, and the permissions granted or withdrawn for each.
        </Text>
        <Button
          component={Link}
          to={paths.settingsMembers}
          variant="default"
          leftSection={<IconUsers size={16} aria-hidden />}
        >
          Manage members
        </Button>
      </Stack>
    </SectionCard>
  );
}
