import { Button, Stack, Table, Text } from '@mantine/core';
import type { Policy } from '@fleetdesk/contract/insurance';
import { masterPolicyText, periodText, premiumText } from './policy-text';

type Props = { policies: Policy[]; caption: string; onDetails: (policy: Policy) => void };

/**
 * Spec 2, insurance overview: Vehicle, Master Policy, Insurance Company, Premium, Policy Period,
 * Actions; a row opens its policy's details.
 */
export function PolicyTable({ policies, caption, onDetails }: Props) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vehicle</Table.Th>
            <Table.Th>Master Policy</Table.Th>
            <Table.Th>Insurance Company</Table.Th>
            <Table.Th>Premium</Table.Th>
            <Table.Th>Policy Period</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {policies.map((policy) => (
            // The whole row opens the details for a pointer; the Details button is the keyboard's.
            <Table.Tr
              key={policy.id}
              onClick={() => onDetails(policy)}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {policy.vehicle_description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {policy.vehicle}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{masterPolicyText(policy)}</Table.Td>
              <Table.Td>{policy.insurance_company || '—'}</Table.Td>
              <Table.Td>{premiumText(policy)}</Table.Td>
              <Table.Td>{periodText(policy)}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
