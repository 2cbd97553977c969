import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Policy } from '@fleetdesk/contract/insurance';
import { formatUsd } from '../../../lib/format';
import { masterPolicyText, periodText, premiumText } from './policy-text';

type Props = { policy: Policy; onEdit?: () => void };

/** One policy on the vehicle's Finance/Insurance tab; Edit for those who may manage insurance. */
export function PolicyCard({ policy, onEdit }: Props) {
  const title = masterPolicyText(policy);
  return (
    <Card component="article" aria-label={title} withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          {policy.policy_number !== '' && <Badge variant="light">{policy.policy_number}</Badge>}
        </Group>
        {/* The policy's own company, else its master's (the server's one mapping). */}
        {policy.insurance_company !== '' && (
          <Text size="sm" c="dimmed">
            {policy.insurance_company}
          </Text>
        )}
        <SimpleGrid cols={2} spacing="xs">
          <Text size="sm">Premium</Text>
          <Text size="sm" fw={500}>
            {premiumText(policy)}
          </Text>
          <Text size="sm">Policy Cost</Text>
          <Text size="sm" fw={500}>
            {formatUsd(policy.policy_costs) ?? 'Not recorded'}
          </Text>
          <Text size="sm">Policy Period</Text>
          <Text size="sm" fw={500}>
            {periodText(policy)}
          </Text>
          <Text size="sm">Collision Deductible</Text>
          <Text size="sm" fw={500}>
            {formatUsd(policy.collision_deductible) ?? 'None'}
          </Text>
          <Text size="sm">Comprehensive Deductible</Text>
          <Text size="sm" fw={500}>
            {formatUsd(policy.comprehensive_deductible) ?? 'None'}
          </Text>
        </SimpleGrid>
        {policy.notes !== '' && (
          <Text size="sm" c="dimmed">
            {policy.notes}
          </Text>
        )}
        {policy.documents.length > 0 && (
          <Group gap="xs">
            {policy.documents.map((doc) => (
              <Anchor
                key={doc.id}
                href={doc.file_url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
              >
                {doc.title}
              </Anchor>
            ))}
          </Group>
        )}
        {onEdit && (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={onEdit}
              aria-label={`Edit ${title}`}
            >
              Edit
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
