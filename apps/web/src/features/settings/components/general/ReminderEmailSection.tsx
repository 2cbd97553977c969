import { Alert, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  REMINDER_EMAIL_SETTING,
  REMINDER_KINDS,
  REMINDER_KIND_LABELS,
} from '@fleetdesk/contract/reminders';
import { failureDetail } from '../../../../lib/form';
import { settingsQueryOptions } from '../../api/get-settings';
import { settingsKeys } from '../../api/keys';
import { updateUserSetting } from '../../api/update-user-setting';
import { SectionCard } from './SectionCard';
import { useFlashMessage } from './use-flash-message';

export const REMINDER_EMAILS_SAVED = 'Reminder e-mails saved';
export const REMINDER_EMAILS_LOAD_FAILED = 'Failed to fetch settings';
export const REMINDER_EMAILS_SAVE_FAILED = 'Failed to save reminder e-mails';

const { module, key } = REMINDER_EMAIL_SETTING;
const kindsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Which reminders come by e-mail too (issue 9); in the app they always come. */
export function ReminderEmailSection() {
  const client = useQueryClient();
  const query = useQuery(settingsQueryOptions(module));
  const saved = kindsOf(query.data?.find((s) => s.key === key)?.value);
  // What the member ticked and has not saved yet (kept when a save fails).
  const [draft, setDraft] = useState<string[] | null>(null);
  const flash = useFlashMessage();
  const save = useMutation({
    mutationFn: (value: string[]) => updateUserSetting(module, key, value),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: settingsKeys.list(module) });
      setDraft(null);
      flash.show(REMINDER_EMAILS_SAVED);
    },
  });
  const chosen = draft ?? saved;
  const changed = draft !== null && [...draft].sort().join() !== [...saved].sort().join();

  let body;
  if (query.isPending) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>Loading your reminder e-mails...</Text>
      </Group>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" role="alert" title={REMINDER_EMAILS_LOAD_FAILED}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Checkbox.Group
          label="Send me these reminders by e-mail"
          description="In the app you always receive the reminders your permissions cover. E-mails come as one digest per daily run."
          value={chosen}
          onChange={setDraft}
        >
          <Stack gap="xs" mt="xs">
            {REMINDER_KINDS.map((kind) => (
              <Checkbox key={kind} value={kind} label={REMINDER_KIND_LABELS[kind]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button onClick={() => save.mutate(chosen)} loading={save.isPending} disabled={!changed}>
            Save reminder e-mails
          </Button>
        </Group>
        {flash.message && (
          <Alert color="green" role="status">
            {flash.message}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert" title={REMINDER_EMAILS_SAVE_FAILED}>
            {failureDetail(save.error, 'The server did not answer.')}
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <SectionCard id="reminder-emails" title="Reminder E-mails">
      {body}
    </SectionCard>
  );
}
