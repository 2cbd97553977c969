import {
  ActionIcon,
  Divider,
  Group,
  NavLink,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { NavigationItem } from '@fleetdesk/contract/registry';
import { hasPermission } from '@fleetdesk/contract/rules/permission-check';
import { findActiveNavUrl } from '@fleetdesk/contract/rules/nav-match';
import {
  IconLayoutDashboard,
  IconLogout,
  IconRefresh,
  IconSettings,
  IconStethoscope,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { usePermissions } from '../../lib/permissions';
import { useLogout } from '../../features/auth';
import { NavigationMenu, useNavigation } from '../../features/navigation';

export const NAVIGATION_ERROR = 'Navigation error';

type Props = {
  onNavigate?: () => void;
  /** False while a member of several shops has not chosen one: no shop's menu to ask for. */
  shopChosen?: boolean;
};

/**
 * Sidebar: Dashboard, the server's navigation items (active by longest matching path prefix),
 * Module Diagnostics with canViewModuleSettings, then Settings and Sign out.
 */
export function Sidebar({ onNavigate, shopChosen = true }: Props) {
  const { pathname } = useLocation();
  const navigation = useNavigation(shopChosen);
  const basePermissions = usePermissions('base', shopChosen);
  const logout = useLogout();

  const canViewDiagnostics = basePermissions.data
    ? hasPermission(basePermissions.data, 'canViewModuleSettings')
    : false;
  const items: NavigationItem[] = navigation.data ?? [];
  const fixed = [
    { url: paths.home },
    { url: paths.settings },
    ...(canViewDiagnostics ? [{ url: paths.diagnostics }] : []),
  ];
  const activeUrl = findActiveNavUrl([...fixed, ...items], pathname);

  const fixedLink = (url: string, label: string, icon: ReactNode) => (
    <NavLink
      component={Link}
      to={url}
      label={label}
      leftSection={icon}
      active={activeUrl === url}
      aria-current={activeUrl === url ? 'page' : undefined}
      onClick={onNavigate}
    />
  );

  return (
    <Stack h="100%" gap={0} component="nav" aria-label="Main navigation">
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={2} p="xs">
          {fixedLink(paths.home, 'Dashboard', <IconLayoutDashboard size={18} aria-hidden />)}
          <Group justify="space-between" px="sm" pt="sm" pb={4} wrap="nowrap">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Modules
            </Text>
            <Tooltip label="Refresh navigation">
              <ActionIcon
                variant="subtle"
                size="md"
                aria-label="Refresh navigation"
                onClick={() => void navigation.refetch()}
                loading={navigation.isFetching}
              >
                <IconRefresh size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          {shopChosen && navigation.isPending && (
            <Stack gap={6} px="sm" role="status" aria-label="Loading navigation">
              <Skeleton h={28} />
              <Skeleton h={28} />
            </Stack>
          )}
          {navigation.isError && (
            <Text size="sm" c="red" px="sm" role="alert">
              {NAVIGATION_ERROR}
            </Text>
          )}
          {navigation.isSuccess && (
            <NavigationMenu items={items} activeUrl={activeUrl} onNavigate={onNavigate} />
          )}
          {canViewDiagnostics &&
            fixedLink(
              paths.diagnostics,
              'Module Diagnostics',
              <IconStethoscope size={18} aria-hidden />,
            )}
        </Stack>
      </ScrollArea>
      <Divider />
      <Stack gap={2} p="xs">
        {fixedLink(paths.settings, 'Settings', <IconSettings size={18} aria-hidden />)}
        <NavLink
          component="button"
          label="Sign out"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void logout()}
        />
      </Stack>
    </Stack>
  );
}
