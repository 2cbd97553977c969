import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { INSURANCE_PLACEHOLDER_DATE } from '@fleetdesk/contract/rules/vehicle-status';
import type { InsurancePolicy } from '@fleetdesk/contract/vehicles';
import { FinancingPanel } from '../../../financing';
import { formatDate, formatUsd } from '../../../../lib/format';

const endText = (date: string | null) =>
  date === null || date <= INSURANCE_PLACEHOLDER_DATE ? 'None' : (formatDate(date) ?? date);

function PolicyCard({ policy }: { policy: InsurancePolicy }) {
  const title = policy.master_policy?.policy_name ?? 'Individual Policy';
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          {policy.master_policy && (
            <Badge variant="light">{policy.master_policy.policy_number}</Badge>
          )}
        </Group>
        {policy.master_policy && (
          <Text size="sm" c="dimmed">
            {policy.master_policy.insurance_company}
          </Text>
        )}
        <SimpleGrid cols={2} spacing="xs">
          <Text size="sm">Premium</Text>
          <Text size="sm" fw={500}>
            {formatUsd(policy.vehicle_premium ?? policy.policy_costs) ?? 'Not recorded'}
          </Text>
          <Text size="sm">Policy Period</Text>
          <Text size="sm" fw={500}>
            {`${formatDate(policy.start_date) ?? 'None'} – ${endText(policy.end_date)}`}
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
      </Stack>
    </Card>
  );
}

/** Spec 2, Finance/Insurance: the vehicle's financing panel and its insurance policies (read-only). */
export function FinanceInsuranceTab({
  vin,
  policies,
}: {
  vin: string;
  policies: InsurancePolicy[];
}) {
  return (
    <Stack gap="md">
      <FinancingPanel vin={vin} />
      <Stack gap="sm">
        <Title order={3}>Insurance Policies</Title>
        {policies.length === 0 ? (
          <Text c="dimmed">No insurance policies found</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {policies.map((policy) => (
              <PolicyCard key={policy.id} policy={policy} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
