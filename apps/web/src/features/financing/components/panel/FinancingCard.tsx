import type { Financing } from '@fleetdesk/contract/financing';
import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash, IconEye, IconPencil } from '@tabler/icons-react';
import { formatDate, formatMiles, formatUsd } from '../../../../lib/format';
import { LEASE_TYPE_LABELS } from '../financing-labels';

type Props = {
  financing: Financing;
  /** Edit and Record Payment are offered only with manage financial (spec 2 section 6). */
  canEdit: boolean;
  onEdit: () => void;
  onRecordPayment: () => void;
  onDetails: () => void;
};

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </>
  );
}

/** Spec 2, financing panel: one loan or lease of the vehicle. */
export function FinancingCard({
  financing: f,
  canEdit,
  onEdit,
  onRecordPayment,
  onDetails,
}: Props) {
  const name = `${f.financing_type_display} with ${f.company_name}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>{f.company_name}</Text>
            <Badge variant="light">{f.financing_type_display}</Badge>
            {f.state !== 'active' && (
              <Badge color="gray">{f.state === 'completed' ? 'Completed' : 'Inactive'}</Badge>
            )}
          </Group>
          {canEdit && (
            <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        <SimpleGrid cols={2} spacing={4}>
          <Field label="Monthly Payment" value={formatUsd(f.monthly_payment) ?? '—'} />
          <Field label="Start Date" value={formatDate(f.start_date) ?? '—'} />
          <Field label="End Date" value={formatDate(f.end_date) ?? 'None'} />
          {f.is_loan && (
            <>
              <Field label="Loan Amount" value={formatUsd(f.loan_amount) ?? '—'} />
              <Field
                label="Interest Rate"
                value={f.interest_rate === null ? '—' : `${f.interest_rate}%`}
              />
            </>
          )}
          {f.is_lease && (
            <>
              <Field
                label="Lease Type"
                value={f.lease_type === null ? '—' : LEASE_TYPE_LABELS[f.lease_type]}
              />
              <Field
                label="Mileage Allowance"
                value={
                  f.mileage_allowance === null ? '—' : `${formatMiles(f.mileage_allowance)} / year`
                }
              />
            </>
          )}
        </SimpleGrid>
        {f.notes !== '' && (
          <Text size="sm" c="dimmed">
            {f.notes}
          </Text>
        )}
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEye size={14} aria-hidden />}
            onClick={onDetails}
            aria-label={`View details of ${name}`}
          >
            View Details
          </Button>
          {canEdit && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCash size={14} aria-hidden />}
              onClick={onRecordPayment}
              aria-label={`Record payment for ${name}`}
            >
              Record Payment
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
