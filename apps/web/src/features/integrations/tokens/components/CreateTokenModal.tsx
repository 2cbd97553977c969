import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  API_TOKEN_NAME_MAX,
  apiTokenCreateSchema,
  type ApiTokenCreated,
} from '@fleetdesk/contract/api-tokens';
import type { Permission } from '@fleetdesk/contract/permissions';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { failureDetail, showServerErrors, validateWith } from '../../../../lib/form';
import { DateField } from '../../../../lib/ui/DateField';
import { useShopToday } from '../../../shops';
import { API_TOKEN_CREATE_FAILED, useCreateApiToken } from '../api/create-api-token';
import { KeyShownOnce } from './KeyShownOnce';
import { initialTokenValues, toCreateRequest, type TokenValues } from './token-form';
import { TokenPermissionChecklist } from './TokenPermissionChecklist';

type Props = { opened: boolean; onClose: () => void; holds: (p: Permission) => boolean };

/** A new token: its name, permissions (read-only unless more is ticked) and expiry; then its key. */
export function CreateTokenModal({ opened, onClose, holds }: Props) {
  const phone = useMediaQuery('(max-width: 599.98px)', false);
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? 'Your new API key' : 'New API token'}
      size="lg"
      fullScreen={phone}
      // The key is shown once: a stray click outside must not lose it.
      closeOnClickOutside={!created}
    >
      {created ? (
        <KeyShownOnce name={created.name} apiKey={created.key} onDone={close} />
      ) : (
        opened && <TokenForm holds={holds} onCancel={close} onCreated={setCreated} />
      )}
    </Modal>
  );
}

function TokenForm({
  holds,
  onCancel,
  onCreated,
}: {
  holds: (p: Permission) => boolean;
  onCancel: () => void;
  onCreated: (token: ApiTokenCreated) => void;
}) {
  const create = useCreateApiToken();
  const today = useShopToday();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TokenValues>({
    initialValues: initialTokenValues(holds),
    validate: validateWith<TokenValues>(apiTokenCreateSchema, toCreateRequest),
  });
  const onSubmit = form.onSubmit((values) => {
    setFailure(null);
    create.mutate(toCreateRequest(values), {
      onSuccess: onCreated,
      onError: (error) => {
        const { other } = showServerErrors(form, error);
        if (other.length > 0 || Object.keys(form.errors).length === 0) {
          setFailure(other.length > 0 ? other.join(' ') : failureDetail(error, 'Try again.'));
        }
      },
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="What uses it, so you know which to revoke (e.g. Estimating sync)."
          required
          maxLength={API_TOKEN_NAME_MAX}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <DateField
          label="Expires on"
          description="The last day it works. Leave empty to keep it until you revoke it."
          minDate={today}
          key={form.key('expires_on')}
          {...form.getInputProps('expires_on')}
        />
        <TokenPermissionChecklist
          value={form.values.permissions}
          onChange={(next) => form.setFieldValue('permissions', next)}
          holds={holds}
          error={typeof form.errors.permissions === 'string' ? form.errors.permissions : undefined}
          disabled={create.isPending}
        />
        {failure && (
          <Alert
            color="red"
            role="alert"
            title={API_TOKEN_CREATE_FAILED}
            icon={<IconAlertCircle size={18} aria-hidden />}
          >
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
