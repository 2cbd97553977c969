import { LOANER_SETTINGS_CHANGERS } from '@fleetdesk/contract/loaners';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useAccess, type Access } from '../../../lib/permissions';
import { RecordsError, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { LOANER_SETTINGS_LOAD_FAILED, useLoanerSettings } from '../api/settings';
import { LoanerSettingsForm } from './LoanerSettingsForm';

/** Who may change the loaner settings: the server's gate on PATCH /api/loaners/settings/. */
export const canChangeLoanerSettings = (access: Pick<Access, 'can'>) =>
  LOANER_SETTINGS_CHANGERS.some((permission) => access.can(permission));

/** The loaner settings as a titled section: on the Settings page and at /loaners/settings. */
export function LoanerSettingsSection() {
  const { access } = useAccess('base');
  const query = useLoanerSettings();
  const readOnly = !canChangeLoanerSettings(access);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="loaner-settings-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="loaner-settings-title">
          Loaner settings
        </Title>
        <Text size="sm" c="dimmed">
          {readOnly
            ? 'The defaults of new loan agreements. Only members who manage loaner charges or the shop’s settings can change them.'
            : 'The defaults of new loan agreements; an agreement keeps the rates it was made with.'}
        </Text>
        {query.isPending ? (
          <RecordsLoading label="Loading the loaner settings" rows={4} />
        ) : query.isError ? (
          <RecordsError
            message={LOANER_SETTINGS_LOAD_FAILED}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <LoanerSettingsForm settings={query.data} readOnly={readOnly} />
        )}
      </Stack>
    </Paper>
  );
}
