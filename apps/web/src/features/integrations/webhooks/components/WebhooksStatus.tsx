import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { useAccess } from '../../../../lib/permissions';
import { RecordsLoading } from '../../../../lib/ui/RecordsStates';
import { useWebhooks } from '../api/get-webhooks';
import { LastDelivery } from './WebhookCard';

/**
 * The shop's webhooks at a glance (the financing screen's Integration tab): how many endpoints
 * are enabled and the newest delivery's result, with the way to manage them. Only those who
 * manage the shop's settings may read them.
 */
export function WebhooksStatus() {
  const { access } = useAccess('base');
  const allowed = access.can('canManageShopSettings');
  const query = useWebhooks({ enabled: allowed });
  if (!allowed)
    return (
      <Text size="sm">Webhooks are set up by your shop&apos;s administrators in Settings.</Text>
    );
  if (query.isPending) return <RecordsLoading label="Loading webhook status" rows={1} />;
  if (query.isError) return <Text size="sm">The webhook status could not be loaded.</Text>;
  const enabled = query.data.filter((w) => w.is_active);
  const newest = [...query.data]
    .filter((w) => w.last_delivery)
    .sort((a, b) => b.last_delivery!.at.localeCompare(a.last_delivery!.at))[0];
  return (
    <Stack gap="xs">
      <Text>
        {enabled.length === 1
          ? '1 webhook endpoint is enabled.'
          : `${enabled.length} webhook endpoints are enabled.`}
        {query.data.length > enabled.length && ` ${query.data.length - enabled.length} disabled.`}
      </Text>
      {newest ? <LastDelivery webhook={newest} /> : <Text size="sm">No deliveries yet.</Text>}
      <Anchor component={Link} to={paths.settingsWebhooks} size="sm">
        Manage webhooks
      </Anchor>
    </Stack>
  );
}
