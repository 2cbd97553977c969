import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Policy } from '@fleetdesk/contract/insurance';
import { useState } from 'react';
import { useAccess } from '../../../lib/permissions';
import { InsuranceModal } from './InsuranceModal';
import { PolicyCard } from './PolicyCard';

/**
 * Spec 2, Finance/Insurance tab: the vehicle's policy cards; Edit opens the insurance modal and
 * needs manage financial, as spec 2's UI gating says for insurance edits on this tab.
 */
export function VehiclePolicies({ policies }: { policies: Policy[] }) {
  const { access } = useAccess();
  const [editing, setEditing] = useState<number | null>(null);
  const manages = access.can('canManageFinancial');
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Insurance Policies
      </Title>
      {policies.length === 0 ? (
        <Text c="dimmed">No insurance policies found</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {policies.map((policy) => (
            <PolicyCard
              key={policy.id}
              policy={policy}
              onEdit={manages ? () => setEditing(policy.id) : undefined}
            />
          ))}
        </SimpleGrid>
      )}
      {editing !== null && <InsuranceModal policyId={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
