import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordRequestSchema } from '@fleetdesk/contract/auth';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { failureDetail, showServerErrors, validateWith } from '../../../../lib/form';
import { PASSWORD_CHANGE_FAILED, PASSWORD_CHANGED, useChangePassword } from '../../../auth';
import { SectionCard } from './SectionCard';

export const PASSWORDS_DIFFER = 'The new passwords do not match.';

type Values = { current_password: string; new_password: string; confirm_password: string };

/** Change password: the current one is required; the other sessions are signed out. */
export function ChangePasswordSection() {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const contract = validateWith<Values>(changePasswordRequestSchema);
  const form = useForm<Values>({
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    validate: (values) => ({
      ...contract(values),
      ...(values.confirm_password !== values.new_password
        ? { confirm_password: PASSWORDS_DIFFER }
        : {}),
    }),
  });

  const onSubmit = form.onSubmit(({ current_password, new_password }) => {
    setDone(false);
    setFailure(null);
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          form.reset();
          setDone(true);
        },
        onError: (error) => {
          const { fields, other } = showServerErrors(form, error);
          const shown = Object.keys(fields).length > 0 && other.length === 0;
          setFailure(shown ? PASSWORD_CHANGE_FAILED : failureDetail(error, PASSWORD_CHANGE_FAILED));
        },
      },
    );
  });

  return (
    <SectionCard id="password" title="Change Password">
      <Text size="sm" c="dimmed">
        Changing your password signs you out everywhere else; this session stays signed in.
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={520}>
          {done && (
            <Alert color="green" icon={<IconCheck size={18} aria-hidden />} role="status">
              {PASSWORD_CHANGED}
            </Alert>
          )}
          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            required
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label="New password"
            required
            autoComplete="new-password"
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label="Confirm new password"
            required
            autoComplete="new-password"
            {...form.getInputProps('confirm_password')}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
