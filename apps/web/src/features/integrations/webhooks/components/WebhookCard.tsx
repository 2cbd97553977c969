import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Collapse,
  Group,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { Webhook } from '@fleetdesk/contract/webhooks';
import { useState } from 'react';
import { failureDetail } from '../../../../lib/form';
import { openAppModal } from '../../../../lib/modals';
import { showToast } from '../../../../lib/toast';
import { useDeleteWebhook, WEBHOOK_DELETE_FAILED } from '../api/delete-webhook';
import { useUpdateWebhook, WEBHOOK_SAVE_FAILED } from '../api/save-webhook';
import { useSendWebhookTest, WEBHOOK_TEST_FAILED } from '../api/send-test';
import { DeliveryLog } from './DeliveryLog';
import { DELIVERY_STATUS, responseText, timeText } from './delivery-status';

const failed = (title: string) => (error: unknown) =>
  showToast({ type: 'error', title, message: failureDetail(error, 'Please try again.') });

/** The last delivery in words: "Delivered · HTTP 200 · <time>", or none yet. */
export function LastDelivery({ webhook }: { webhook: Webhook }) {
  const last = webhook.last_delivery;
  if (!last)
    return (
      <Text size="sm" c="dimmed">
        No deliveries yet
      </Text>
    );
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">Last delivery:</Text>
      <Badge color={DELIVERY_STATUS[last.status].color} variant="light">
        {DELIVERY_STATUS[last.status].label}
      </Badge>
      <Text size="sm">{responseText(last.response_code)}</Text>
      <Text size="sm" c="dimmed">
        {last.event_type} · {timeText(last.at)}
      </Text>
    </Group>
  );
}

/** One endpoint: its URL, state and events; Send test, edit, enable or disable, delete, its log. */
export function WebhookCard(props: { webhook: Webhook; onEdit: (w: Webhook) => void }) {
  const { webhook, onEdit } = props;
  const [logOpen, setLogOpen] = useState(false);
  const update = useUpdateWebhook();
  const test = useSendWebhookTest();
  const deletion = useDeleteWebhook();

  const sendTest = () =>
    test.mutate(webhook.id, {
      onSuccess: () => {
        setLogOpen(true);
        showToast({ type: 'success', title: 'Webhooks', message: 'Test event sent' });
      },
      onError: failed(WEBHOOK_TEST_FAILED),
    });
  const setActive = (isActive: boolean) =>
    update.mutate(
      { id: webhook.id, body: { is_active: isActive } },
      { onError: failed(WEBHOOK_SAVE_FAILED) },
    );
  const confirmDelete = () =>
    openAppModal({
      type: 'confirm',
      title: 'Delete webhook',
      message: `Delete the webhook to ${webhook.url}? Its delivery log is deleted too, and events waiting for it are not sent.`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        deletion.mutate(webhook.id, {
          onSuccess: () =>
            showToast({ type: 'success', title: 'Webhooks', message: 'Webhook deleted' }),
          onError: failed(WEBHOOK_DELETE_FAILED),
        }),
    });

  return (
    <Card withBorder radius="md" component="article" aria-label={`Webhook ${webhook.url}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Text>
          <Badge color={webhook.is_active ? 'green' : 'gray'} variant="light">
            {webhook.is_active ? 'Enabled' : 'Disabled'}
          </Badge>
        </Group>
        {webhook.disabled_reason && (
          <Alert color="red" title="Disabled after failures">
            {webhook.disabled_reason}
          </Alert>
        )}
        <Group gap={6} wrap="wrap" aria-label="Events">
          {webhook.events.map((event) => (
            <Code key={event}>{event}</Code>
          ))}
        </Group>
        <LastDelivery webhook={webhook} />
        <Group gap="xs" wrap="wrap">
          <Switch
            label="Enabled"
            checked={webhook.is_active}
            disabled={update.isPending}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          <Button
            size="xs"
            onClick={sendTest}
            loading={test.isPending}
            disabled={!webhook.is_active}
          >
            Send test
          </Button>
          <Button size="xs" variant="default" onClick={() => onEdit(webhook)}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => setLogOpen((o) => !o)}
            aria-expanded={logOpen}
          >
            {logOpen ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={confirmDelete}>
            Delete
          </Button>
        </Group>
        <Collapse expanded={logOpen}>{logOpen && <DeliveryLog webhookId={webhook.id} />}</Collapse>
      </Stack>
    </Card>
  );
}
