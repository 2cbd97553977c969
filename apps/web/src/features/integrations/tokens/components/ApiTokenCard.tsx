import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApiToken } from '@fleetdesk/contract/api-tokens';
import { IconTrash } from '@tabler/icons-react';
import { formatDate } from '../../../../lib/format';
import { useShopTime } from '../../../shops';
import { permissionWords } from './token-form';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600}>{`${label}: `}</Text>
      {value}
    </Text>
  );
}

/** One token: what it may do in words, when it was made, when it ends, when it was last used. */
export function ApiTokenCard({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  // Instants on the shop's clock, as the rest of the shop's times.
  const shopTime = useShopTime();
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={`token-${token.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Title
              order={2}
              size="h4"
              id={`token-${token.id}`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {token.name}
            </Title>
            {token.is_expired && (
              <Badge color="red" variant="light">
                Expired
              </Badge>
            )}
          </Group>
          <Button
            color="red"
            variant="light"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={`Revoke ${token.name}`}
            onClick={onRevoke}
          >
            Revoke
          </Button>
        </Group>
        <Fact label="May" value={permissionWords(token.permissions).join(', ')} />
        <Fact
          label="Created"
          value={`${shopTime.date(token.created_at) ?? ''} by ${token.created_by}`}
        />
        <Fact label="Expires" value={formatDate(token.expires_on) ?? 'Never'} />
        <Fact label="Last used" value={shopTime.dateTime(token.last_used_at) ?? 'Never'} />
      </Stack>
    </Paper>
  );
}
