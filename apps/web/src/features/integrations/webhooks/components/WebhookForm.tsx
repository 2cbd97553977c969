import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_LABELS,
  webhookCreateSchema,
  type Webhook,
  type WebhookCreated,
  type WebhookEventType,
} from '@fleetdesk/contract/webhooks';
import { useState } from 'react';
import { failureDetail, showServerErrors, validateWith } from '../../../../lib/form';
import { showToast } from '../../../../lib/toast';
import { useCreateWebhook, useUpdateWebhook, WEBHOOK_SAVE_FAILED } from '../api/save-webhook';

type Values = { url: string; events: WebhookEventType[] };

type Props = {
  /** null adds an endpoint; a webhook edits it. */
  webhook: Webhook | null;
  onClose: () => void;
  /** A new endpoint was added: its secret is shown next. */
  onCreated: (created: WebhookCreated) => void;
};

/** The events as checkboxes, grouped by area (each group a fieldset with its legend). */
function EventChoices(props: { value: string[]; onChange: (v: string[]) => void; error?: string }) {
  return (
    <Checkbox.Group
      label="Events"
      description="What this endpoint is sent."
      withAsterisk
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {WEBHOOK_EVENT_GROUPS.map((group) => (
          <fieldset key={group.area} style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' }}>
              {group.area}
            </legend>
            <Stack gap={6} mt={4}>
              {group.events.map((event) => (
                <Checkbox
                  key={event}
                  value={event}
                  label={event}
                  description={WEBHOOK_EVENT_LABELS[event]}
                />
              ))}
            </Stack>
          </fieldset>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

function WebhookFormBody({ webhook, onClose, onCreated }: Props) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { url: webhook?.url ?? '', events: webhook?.events ?? [] },
    validate: validateWith(webhookCreateSchema),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      if (webhook) {
        await update.mutateAsync({ id: webhook.id, body: values });
        showToast({ type: 'success', title: 'Webhooks', message: 'Webhook saved' });
        onClose();
      } else onCreated(await create.mutateAsync(values));
    } catch (error) {
      // A message about the URL or the events shows on that field; anything else above the form.
      const shown = showServerErrors(form, error);
      if (Object.keys(shown.fields).length === 0 || shown.other.length > 0)
        setFailure(shown.other[0] ?? failureDetail(error, WEBHOOK_SAVE_FAILED));
    }
  });
  const busy = create.isPending || update.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" title={WEBHOOK_SAVE_FAILED}>
            {failure}
          </Alert>
        )}
        <TextInput
          label="Endpoint URL"
          description="Where each event is POSTed as JSON (http:// or https://)."
          placeholder="https://example.com/fleetdesk/webhooks"
          withAsterisk
          key={form.key('url')}
          {...form.getInputProps('url')}
        />
        <EventChoices
          value={form.getValues().events}
          onChange={(events) => form.setFieldValue('events', events as WebhookEventType[])}
          error={form.errors.events as string | undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {webhook ? 'Save' : 'Add webhook'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or edit an endpoint: its URL and the events it receives. */
export function WebhookForm(props: Props & { opened: boolean }) {
  const { opened, ...rest } = props;
  return (
    <Modal
      opened={opened}
      onClose={rest.onClose}
      title={rest.webhook ? 'Edit webhook' : 'Add webhook'}
      size="lg"
    >
      {opened && <WebhookFormBody {...rest} />}
    </Modal>
  );
}
