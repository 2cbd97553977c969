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
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: small ? '1 1 auto' : undefined }}>
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
          {/* On a phone the name may take two lines rather than be cut to "Harbo…". */}
          <Text
            data-shop-name
            fw={700}
            size={small ? 'md' : 'lg'}
            lh={1.25}
            lineClamp={small ? 2 : 1}
            maw={small ? undefined : 280}
            style={{ overflowWrap: 'anywhere' }}
          >
            {title}
          </Text>
        </UnstyledButton>
      </Group>
      <Group
        gap={small ? 'xs' : 'sm'}
        wrap="nowrap"
        justify="flex-end"
        style={{ flex: small ? '0 0 auto' : 1 }}
      >
        <SearchBox />
        {/* Ctrl+K is a keyboard's: a phone searches with the search button beside it. */}
        <SearchPalette trigger={!small} />
        <ThemeMenu />
        <NotificationBell />
        <ShopSwitcher variant={small ? 'compact' : 'menu'} />
      </Group>
    </Group>
  );
}
