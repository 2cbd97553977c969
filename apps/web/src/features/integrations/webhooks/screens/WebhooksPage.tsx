import { Button, Stack } from '@mantine/core';
import type { Webhook, WebhookCreated } from '@fleetdesk/contract/webhooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../../lib/ui/RecordsStates';
import { SettingsPageHeader } from '../../../../lib/ui/SettingsPageHeader';
import { useWebhooks, WEBHOOKS_LOAD_FAILED } from '../api/get-webhooks';
import { SecretOnce } from '../components/SecretOnce';
import { WebhookCard } from '../components/WebhookCard';
import { WebhookForm } from '../components/WebhookForm';

/** Issue 25: the shop's webhook endpoints at /settings/integrations/webhooks. */
export default function WebhooksPage() {
  const query = useWebhooks();
  // undefined: the form is closed; null: adding; a webhook: editing it.
  const [editing, setEditing] = useState<Webhook | null | undefined>(undefined);
  const [created, setCreated] = useState<WebhookCreated | null>(null);

  return (
    <Stack gap="md">
      <SettingsPageHeader
        title="Webhooks"
        description="Your systems hear of changes as they happen: each event is POSTed as signed JSON."
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            Add webhook
          </Button>
        }
      />
      {query.isPending ? (
        <RecordsLoading label="Loading webhooks" rows={2} />
      ) : query.isError ? (
        <RecordsError message={WEBHOOKS_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <RecordsEmpty
          title="No webhooks yet"
          description="Add an endpoint to have vehicles, registrations, policies, financing and loaners sent to your systems."
        />
      ) : (
        query.data.map((webhook) => (
          <WebhookCard key={webhook.id} webhook={webhook} onEdit={setEditing} />
        ))
      )}
      <WebhookForm
        opened={editing !== undefined}
        webhook={editing ?? null}
        onClose={() => setEditing(undefined)}
        onCreated={(reply) => {
          setEditing(undefined);
          setCreated(reply);
        }}
      />
      <SecretOnce created={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
