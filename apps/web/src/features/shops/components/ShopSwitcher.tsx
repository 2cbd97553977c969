import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import type { ShopSummary } from '@fleetdesk/contract/shops';
import {
  IconAlertTriangle,
  IconBuildingStore,
  IconCheck,
  IconChevronDown,
} from '@tabler/icons-react';
import { serverErrorText } from '../../../lib/api';
import { showToast } from '../../../lib/toast';
import { AVAILABLE_SHOPS_FAILED, useAvailableShops } from '../api/get-available-shops';
import { CURRENT_CONTEXT_FAILED, useCurrentContext } from '../api/get-current-context';
import { SWITCH_SHOP_FAILED, useSwitchShop } from '../api/switch-shop';
import { roleDisplayName } from '../role-name';

export type ShopSwitcherVariant = 'menu' | 'compact' | 'prompt';

type Props = {
  /**
   * 'menu': a button with the current shop opening the Available Shops dropdown; 'compact': the
   * same dropdown behind an icon button; 'prompt': the full 'Select a shop to continue' card,
   * shown only while the session needs a shop to be chosen.
   */
  variant?: ShopSwitcherVariant;
  /** Called after a successful switch; the page reloads by default. */
  onSwitched?: () => void;
};

function ShopLine({ shop }: { shop: ShopSummary }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {shop.name}
        </Text>
        <Text size="xs" c="dimmed">
          {roleDisplayName(shop.role)}
        </Text>
      </Stack>
      <Group gap={6} wrap="nowrap">
        {!shop.is_active && (
          <Badge size="xs" color="gray" variant="light">
            Inactive
          </Badge>
        )}
        {shop.is_current && (
          <IconCheck size={16} aria-label="Current shop" color="var(--mantine-color-green-8)" />
        )}
      </Group>
    </Group>
  );
}

/** Spec 1 sections 2 and 8: the shop switcher in its three presentations. */
export function ShopSwitcher({ variant = 'menu', onSwitched }: Props) {
  const shopsQuery = useAvailableShops();
  const contextQuery = useCurrentContext();
  const switchShop = useSwitchShop(onSwitched);

  const shops = shopsQuery.data?.shops ?? [];
  const current = shops.find((s) => s.is_current) ?? null;
  const currentName =
    current?.name ??
    shopsQuery.data?.current_shop?.name ??
    contextQuery.data?.current_shop?.name ??
    null;

  const choose = (shop: ShopSummary) => {
    if (shop.is_current || switchShop.isPending) return;
    switchShop.mutate(shop.id, {
      onError: (error) => {
        if (variant !== 'prompt') {
          showToast({
            type: 'error',
            title: 'Shop switch failed',
            message: serverErrorText(error, SWITCH_SHOP_FAILED),
          });
        }
      },
    });
  };

  if (shopsQuery.isError) {
    const message = serverErrorText(shopsQuery.error, AVAILABLE_SHOPS_FAILED);
    if (variant === 'prompt') {
      return contextQuery.data?.needs_shop_selection ? (
        <Alert color="red" role="alert" title="Shops unavailable">
          {message}
        </Alert>
      ) : null;
    }
    return (
      <Tooltip label={message}>
        <Group gap={4} role="alert" aria-label={message}>
          <IconAlertTriangle size={18} color="var(--mantine-color-red-8)" aria-hidden />
          {variant === 'menu' && (
            <Text size="xs" c="red">
              {message}
            </Text>
          )}
        </Group>
      </Tooltip>
    );
  }

  if (variant === 'prompt') {
    if (contextQuery.isError) {
      return (
        <Alert color="red" role="alert" title="Shop context unavailable">
          {serverErrorText(contextQuery.error, CURRENT_CONTEXT_FAILED)}
        </Alert>
      );
    }
    if (!contextQuery.data?.needs_shop_selection || shops.length <= 1) return null;
    return (
      <Paper
        withBorder
        p="lg"
        radius="md"
        mb="lg"
        component="section"
        aria-labelledby="shop-prompt-title"
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="shop-prompt-title">
            Select a shop to continue
          </Title>
          <Text size="sm" c="dimmed">
            You belong to several shops. Choose the one you want to work in.
          </Text>
          {switchShop.isError && (
            <Alert color="red" role="alert">
              {serverErrorText(switchShop.error, SWITCH_SHOP_FAILED)}
            </Alert>
          )}
          <Stack
            gap="xs"
            component="ul"
            aria-label="Available Shops"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {shops.map((shop) => (
              <li key={shop.id}>
                <UnstyledButton
                  w="100%"
                  onClick={() => choose(shop)}
                  disabled={switchShop.isPending}
                  p="sm"
                  style={{
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 'var(--mantine-radius-md)',
                  }}
                  aria-label={`Switch to ${shop.name}`}
                >
                  <ShopLine shop={shop} />
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </Stack>
      </Paper>
    );
  }

  if (shops.length <= 1) return null;

  const target =
    variant === 'compact' ? (
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Switch shop${currentName ? ` (current: ${currentName})` : ''}`}
        loading={switchShop.isPending}
      >
        <IconBuildingStore size={18} aria-hidden />
      </ActionIcon>
    ) : (
      <Button
        variant="default"
        leftSection={<IconBuildingStore size={16} aria-hidden />}
        rightSection={<IconChevronDown size={14} aria-hidden />}
        loading={switchShop.isPending}
        aria-label={`Switch shop${currentName ? ` (current: ${currentName})` : ''}`}
        maw={240}
      >
        <Text size="sm" truncate>
          {currentName ?? 'Select shop'}
        </Text>
      </Button>
    );

  return (
    <Menu position="bottom-end" width={280} withinPortal shadow="md">
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Available Shops</Menu.Label>
        {shops.map((shop) => (
          <Menu.Item
            key={shop.id}
            onClick={() => choose(shop)}
            aria-current={shop.is_current ? 'true' : undefined}
          >
            <ShopLine shop={shop} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
