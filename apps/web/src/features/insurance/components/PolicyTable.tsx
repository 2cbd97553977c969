import { Button, Stack, Text } from '@mantine/core';
import type { Policy } from '@fleetdesk/contract/insurance';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';
import { masterPolicyText, periodText, premiumText } from './policy-text';

type Props = { policies: Policy[]; caption: string; onDetails: (policy: Policy) => void };

function columns(onDetails: Props['onDetails']): Column<Policy>[] {
  return [
    {
      header: 'Vehicle',
      cell: (policy) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {policy.vehicle_description}
          </Text>
          <Text size="xs" c="dimmed">
            {policy.vehicle}
          </Text>
        </Stack>
      ),
      card: 'title',
    },
    { header: 'Master Policy', cell: masterPolicyText },
    { header: 'Insurance Company', cell: (policy) => policy.insurance_company || '—' },
    { header: 'Premium', cell: premiumText },
    { header: 'Policy Period', cell: periodText },
    {
      header: 'Actions',
      cell: (policy) => (
        <Button
          size="xs"
          variant="light"
          onClick={(event) => {
            event.stopPropagation();
            onDetails(policy);
          }}
          aria-label={`Details of ${policy.vehicle_description} policy ${policy.id}`}
        >
          Details
        </Button>
      ),
      card: 'actions',
    },
  ];
}

/**
 * Spec 2, insurance overview: Vehicle, Master Policy, Insurance Company, Premium, Policy Period,
 * Actions; a row opens its policy's details (for a pointer; the Details button is the keyboard's).
 */
export function PolicyTable({ policies, caption, onDetails }: Props) {
  return (
    <ResponsiveTable
      label={caption}
      columns={columns(onDetails)}
      rows={policies}
      rowKey={(policy) => policy.id}
      minWidth={720}
      onRowClick={onDetails}
      table={{ striped: true, highlightOnHover: true }}
    />
  );
}
