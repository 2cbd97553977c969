import { Button, Stack } from '@mantine/core';
import type { ApiToken } from '@fleetdesk/contract/api-tokens';
import type { Permission } from '@fleetdesk/contract/permissions';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { failureDetail } from '../../../../lib/form';
import { openAppModal } from '../../../../lib/modals';
import { useAccess } from '../../../../lib/permissions';
import { showToast } from '../../../../lib/toast';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../../lib/ui/RecordsStates';
import { SettingsPageHeader } from '../../../../lib/ui/SettingsPageHeader';
import { API_TOKENS_LOAD_FAILED, useApiTokens } from '../api/get-api-tokens';
import { API_TOKEN_REVOKE_FAILED, useRevokeApiToken } from '../api/revoke-api-token';
import { ApiTokenCard } from '../components/ApiTokenCard';
import { CreateTokenModal } from '../components/CreateTokenModal';

/** Issue 25: the shop's API tokens at /settings/integrations (canManageShopSettings). */
export default function ApiTokensPage() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const { access } = useAccess('base');
  const [creating, setCreating] = useState(false);
  const holds = (p: Permission) => access.can(p);

  const confirmRevoke = (token: ApiToken) =>
    openAppModal({
      type: 'confirm',
      title: `Revoke “${token.name}”?`,
      message:
        'Whatever uses this key is refused from its next call. A revoked token cannot be restored.',
      confirmLabel: 'Revoke token',
      cancelLabel: 'Keep it',
      onConfirm: () =>
        revoke.mutate(token.id, {
          onSuccess: () =>
            showToast({ type: 'success', title: 'API tokens', message: `Revoked ${token.name}` }),
          onError: (error) =>
            showToast({
              type: 'error',
              title: API_TOKEN_REVOKE_FAILED,
              message: failureDetail(error, 'Try again.'),
            }),
        }),
    });

  return (
    <Stack gap="md">
      <SettingsPageHeader
        title="API tokens"
        description="Keys that let your other systems (estimating, accounting, your own reports) call the Fleetdesk API for this shop. Each does only what its permissions allow."
        action={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            New token
          </Button>
        }
      />
      {tokens.isPending ? (
        <RecordsLoading label="Loading API tokens" rows={3} />
      ) : tokens.isError ? (
        <RecordsError message={API_TOKENS_LOAD_FAILED} onRetry={() => void tokens.refetch()} />
      ) : tokens.data.length === 0 ? (
        <RecordsEmpty
          title="No API tokens yet"
          description="Create one for each system that calls the API, so each can be revoked alone."
        />
      ) : (
        <Stack gap="sm">
          {tokens.data.map((token) => (
            <ApiTokenCard key={token.id} token={token} onRevoke={() => confirmRevoke(token)} />
          ))}
        </Stack>
      )}
      <CreateTokenModal opened={creating} onClose={() => setCreating(false)} holds={holds} />
    </Stack>
  );
}
