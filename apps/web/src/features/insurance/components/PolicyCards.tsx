import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Policy } from '@fleetdesk/contract/insurance';
import { masterPolicyText, periodText, premiumText } from './policy-text';

type Props = { policies: Policy[]; label: string; onDetails: (policy: Policy) => void };

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The overview's rows as cards on a phone (under 600 px): the table's columns, one card per
 * policy; the card opens its details, the Details button is the keyboard's.
 */
export function PolicyCards({ policies, label, onDetails }: Props) {
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {policies.map((policy) => (
        <Paper
          key={policy.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          onClick={() => onDetails(policy)}
          style={{ cursor: 'pointer' }}
        >
          <Stack gap={6}>
            <Stack gap={0}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {policy.vehicle_description}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {policy.vehicle}
              </Text>
            </Stack>
            <Field label="Master Policy" value={masterPolicyText(policy)} />
            <Field label="Insurance Company" value={policy.insurance_company || '—'} />
            <Field label="Premium" value={premiumText(policy)} />
            <Field label="Policy Period" value={periodText(policy)} />
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
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
