import { Button, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAccess } from '../../../lib/permissions';
import { RoleBadge } from '../components/RoleBadge';
import { RegistrationAdminTab } from '../components/settings/RegistrationAdminTab';
import { SettingsTab } from '../../settings';
import { ScrollingTabsList } from '../../../lib/ui/ScrollingTabsList';

/** Spec 2 section 2: vehicle settings at /vehicles/settings, with a back action to /vehicles. */
export default function VehicleSettingsScreen() {
  const navigate = useNavigate();
  const base = useAccess('base');
  const vehicles = useAccess();
  const isAdmin = base.access.isSuperuser || base.access.permissions.canManageShopSettings === true;
  const [tab, setTab] = useState<string>('preferences');
  const current = !isAdmin ? 'preferences' : tab;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={1}>Vehicle Settings</Title>
          {!vehicles.isPending && <RoleBadge label={vehicles.access.roleLabel} />}
        </Group>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => void navigate(paths.vehicles.list)}
        >
          Back to Vehicles
        </Button>
      </Group>
      {base.isPending ? (
        <Skeleton height={40} aria-label="Loading permissions" />
      ) : (
        <Tabs
          value={current}
          onChange={(value) => value !== null && setTab(value)}
          keepMounted={false}
        >
          <ScrollingTabsList>
            <Tabs.Tab value="preferences">User Preferences</Tabs.Tab>
            {isAdmin && <Tabs.Tab value="module">Module Settings</Tabs.Tab>}
            {isAdmin && <Tabs.Tab value="registration">Registration Admin</Tabs.Tab>}
          </ScrollingTabsList>
          <Tabs.Panel value="preferences" pt="md">
            <SettingsTab scope="user" />
          </Tabs.Panel>
          {isAdmin && (
            <Tabs.Panel value="module" pt="md">
              <SettingsTab scope="global" />
            </Tabs.Panel>
          )}
          {isAdmin && (
            <Tabs.Panel value="registration" pt="md">
              <RegistrationAdminTab />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </Stack>
  );
}
