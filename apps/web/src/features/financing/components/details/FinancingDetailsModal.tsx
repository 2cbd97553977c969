import type { Financing } from '@fleetdesk/contract/financing';
import { Alert, Badge, Group, Modal, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { formatDate, formatMiles, formatUsd } from '../../../../lib/format';
import { RecordsLoading } from '../../../../lib/ui/RecordsStates';
import { useFinancing } from '../../api/get-financing';
import { LEASE_TYPE_LABELS } from '../financing-labels';
import { PaymentHistoryTimeline } from './PaymentHistoryTimeline';
import { VarianceAnalysis } from './VarianceAnalysis';
import { ScrollingTabsList } from '../../../../lib/ui/ScrollingTabsList';

type Props = {
  financingId: number;
  /** The list row, shown when the single financing fails to load (spec 2 section 4). */
  fallback?: Financing;
  onClose: () => void;
};

const money = (value: string | null) => formatUsd(value) ?? '—';

export const STATE_LABELS: Record<Financing['state'], string> = {
  active: 'Active',
  completed: 'Completed',
  inactive: 'Inactive',
};

function detailRows(f: Financing): [string, string][] {
  const rows: [string, string][] = [
    ['Type', f.financing_type_display],
    ['Status', STATE_LABELS[f.state]],
    ['Company', f.company_name],
    ['Vehicles', f.vehicle_descriptions.join(', ') || '—'],
    ['Monthly Payment', money(f.monthly_payment)],
    ['Start Date', formatDate(f.start_date) ?? '—'],
    ['End Date', formatDate(f.end_date) ?? 'None'],
    [
      'Total Paid (late fees included)',
      f.is_loan
        ? `${money(f.total_amount_paid)} (of which interest ${money(f.interest_paid)})`
        : money(f.total_amount_paid),
    ],
  ];
  if (f.is_loan) {
    rows.push(
      ['Loan Number', f.loan_number || '—'],
      ['Loan Amount', money(f.loan_amount)],
      ['Interest Rate', f.interest_rate === null ? '—' : `${f.interest_rate}%`],
      ['Opening Balance', money(f.opening_balance ?? f.loan_amount)],
      ['Remaining Balance', money(f.remaining_balance)],
    );
  } else {
    rows.push(
      ['Lease Type', f.lease_type === null ? '—' : LEASE_TYPE_LABELS[f.lease_type]],
      [
        'Mileage Allowance',
        f.mileage_allowance === null ? '—' : `${formatMiles(f.mileage_allowance)} / year`,
      ],
      ['Excess Mileage Rate', money(f.excess_mileage_rate)],
      ['Remaining Balance', money(f.remaining_balance)],
    );
  }
  rows.push(['GL Account', f.gl_account || '—'], ['QuickBooks Class', f.quickbooks_class || '—']);
  return rows;
}

/** How the server keeps the remaining balance (docs/api.md), said where the figure is shown. */
const BALANCE_RULE = {
  LOAN: 'Each payment first pays the month’s interest (balance × rate ÷ 12); the rest lowers the balance. Nothing is owed once the term has ended with every month paid.',
  LEASE: 'The remaining balance is the monthly payment times the scheduled months not yet paid.',
} as const;

function Details({ financing }: { financing: Financing }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="xs">
        {detailRows(financing).map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={500}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {financing.is_loan ? BALANCE_RULE.LOAN : BALANCE_RULE.LEASE}
      </Text>
      {financing.notes !== '' && (
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Notes
          </Text>
          <Text size="sm">{financing.notes}</Text>
        </Stack>
      )}
    </Stack>
  );
}

/** Spec 2, the financing details modal: tabs Details, Payment History, Variance Analysis. */
export function FinancingDetailsModal({ financingId, fallback, onClose }: Props) {
  const query = useFinancing(financingId);
  const financing = query.data ?? (query.isError ? fallback : undefined);
  const title = financing
    ? `${financing.financing_type_display} with ${financing.company_name}`
    : 'Financing Details';

  return (
    <Modal opened onClose={onClose} title={title} centered size="xl">
      {query.isPending ? (
        <RecordsLoading label="Loading financing details" />
      ) : !financing ? (
        <Alert color="red" title="Failed to load financing data" />
      ) : (
        <Tabs defaultValue="details" keepMounted={false}>
          <ScrollingTabsList mb="md">
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab value="history">Payment History</Tabs.Tab>
            <Tabs.Tab value="variance">Variance Analysis</Tabs.Tab>
          </ScrollingTabsList>
          <Tabs.Panel value="details">
            {query.isError && (
              <Group mb="sm">
                <Badge color="yellow" variant="light">
                  Showing the list entry: the full details could not be loaded
                </Badge>
              </Group>
            )}
            <Details financing={financing} />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <PaymentHistoryTimeline financingId={financingId} />
          </Tabs.Panel>
          <Tabs.Panel value="variance">
            <VarianceAnalysis financingId={financingId} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
