import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { DEFAULT_APP_NAME } from '../../lib/app-name';
import { paths } from '../../lib/paths';
import { useAuthConfig } from '../../features/auth';
import { ShopSwitcher, useCurrentContext } from '../../features/shops';
import { NotificationBell } from '../../features/notifications';
import { SearchPalette } from '../../features/search';
import { SearchBox } from './SearchBox';
import { ThemeMenu } from './ThemeMenu';

type Props = { navOpened: boolean; onToggleNav: () => void };

/** Top bar: shop name (or the product title) linking home, search, theme, notifications, shop switcher. */
export function TopBar({ navOpened, onToggleNav }: Props) {
  const context = useCurrentContext();
  const config = useAuthConfig();
  const small = useMediaQuery('(max-width: 48em)') ?? false;
  const title = context.data?.current_shop?.name || config.data?.app_name || DEFAULT_APP_NAME;

  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        <UnstyledButton
          component={Link}
          to={paths.home}
          aria-label={`${title}: go to the dashboard`}
          style={{ minWidth: 0 }}
        >
          <Text fw={700} size="lg" truncate maw={small ? 140 : 280}>
            {title}
          </Text>
        </UnstyledButton>
      </Group>
      <Group gap="sm" wrap="nowrap" justify="flex-end" style={{ flex: 1 }}>
        <SearchBox />
        <SearchPalette />
        <ThemeMenu />
        <NotificationBell />
        <ShopSwitcher variant={small ? 'compact' : 'menu'} />
      </Group>
    </Group>
  );
}
