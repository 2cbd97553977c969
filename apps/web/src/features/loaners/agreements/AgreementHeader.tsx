import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from '@fleetdesk/contract/loaners';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatUsd } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { plural } from './agreement-text';
import { formatShopDateTime } from '../../shops';

const STATUS_COLORS: Record<AgreementStatus, string> = {
  reserved: 'blue',
  out: 'teal',
  returned: 'gray',
  cancelled: 'dark',
};

/** Out past its due time (docs/api.md: the board's overdue). */
export const isOverdue = (agreement: Agreement, now: Date) =>
  agreement.status === 'out' && Date.parse(agreement.due_at) < now.getTime();

function coverage(agreement: Agreement): string {
  if (!agreement.insurer_name && !agreement.insurer_daily_rate) return 'None';
  const rate = formatUsd(agreement.insurer_daily_rate);
  const parts = [
    agreement.insurer_name,
    rate && `${rate} a day`,
    // Extensions add to the reservation's days: the header says what is authorised now.
    agreement.totals.authorized_days > 0 &&
      `up to ${plural(agreement.totals.authorized_days, 'day')}`,
  ];
  return parts.filter(Boolean).join(', ');
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Number, status, the car and the borrower, the repair order and the insurer, the period. */
export function AgreementHeader({
  agreement,
  timeZone,
  now,
}: {
  agreement: Agreement;
  timeZone: string;
  now: Date;
}) {
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {agreement.number}
        </Title>
        <Badge color={STATUS_COLORS[agreement.status]} variant="light" size="lg">
          {AGREEMENT_STATUS_LABELS[agreement.status]}
        </Badge>
        {isOverdue(agreement, now) && (
          <Badge color="red" variant="filled" size="lg">
            Overdue
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" m={0}>
        <Item label="Vehicle">
          <Anchor component={Link} to={paths.vehicles.detail(agreement.vehicle_vin)} size="sm">
            {agreement.vehicle_description || agreement.vehicle_vin}
          </Anchor>
          {agreement.license_plate && ` · ${agreement.license_plate}`}
        </Item>
        <Item label="Customer">{agreement.customer_name}</Item>
        <Item label="Repair order">{agreement.repair_order_number}</Item>
        <Item label="Claim">{agreement.claim_number || '—'}</Item>
        <Item label="Insurer coverage">{coverage(agreement)}</Item>
        <Item label="Start">{formatShopDateTime(agreement.starts_at, timeZone)}</Item>
        <Item label="Due">{formatShopDateTime(agreement.due_at, timeZone)}</Item>
      </SimpleGrid>
    </Stack>
  );
}
