import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import type { Registration } from '@fleetdesk/contract/registrations';
import { registrationExpiryBadge } from '@fleetdesk/contract/rules/registration-expiry';
import { formatDate, formatUsd } from '../../../lib/format';

type Props = {
  /** The vehicle's registrations, newest expiration first: the first is the current one. */
  registrations: Registration[];
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (id: number) => void;
  /** The shop's today (`YYYY-MM-DD`) the expiry is judged against; undefined: not known yet. */
  today: string | undefined;
};

const BADGE = { red: 'red', yellow: 'yellow', green: 'green', grey: 'gray' } as const;

/** Spec 2, Overview: the Current Registration card. */
export function RegistrationCard({ registrations, canEdit, onAdd, onEdit, today }: Props) {
  const current = registrations[0];
  const colour =
    current && today ? registrationExpiryBadge(current.expiration_date, today) : 'grey';
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3}>Current Registration</Title>
          {canEdit && (
            <Group gap="xs">
              {current && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEdit size={14} aria-hidden />}
                  onClick={() => onEdit(current.id)}
                >
                  Edit Registration
                </Button>
              )}
              <Button
                size="xs"
                variant={current ? 'default' : 'light'}
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={onAdd}
              >
                Add Registration
              </Button>
            </Group>
          )}
        </Group>
        {current ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Expiration Date
              </Text>
              <div>
                <Badge color={BADGE[colour]} data-badge-color={colour} variant="light" size="lg">
                  {formatDate(current.expiration_date) ?? current.expiration_date}
                </Badge>
              </div>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Cost
              </Text>
              <Text fw={500}>{formatUsd(current.plate_cost) ?? 'Not recorded'}</Text>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Last Renewed
              </Text>
              <Text fw={500}>{formatDate(current.last_renewed) ?? 'Not recorded'}</Text>
            </Stack>
          </SimpleGrid>
        ) : (
          <Text c="dimmed">No registration records found</Text>
        )}
      </Stack>
    </Card>
  );
}
