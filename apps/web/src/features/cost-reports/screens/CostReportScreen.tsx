import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  COST_REPORT_GROUPS,
  COST_REPORT_MAX_MONTHS,
  COST_REPORT_MESSAGES,
  type CostReportGroup,
} from '@fleetdesk/contract/cost-reports';
import { formatMoney } from '@fleetdesk/contract/money';
import { monthsOf, presetPeriod, type CostPreset } from '@fleetdesk/contract/rules/cost-reports';
import { lazy, Suspense } from 'react';
import { formatMiles } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { DateField } from '../../../lib/ui/DateField';
import { Select } from '../../../lib/ui/Select';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { RecordsEmpty, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { useUrlParams } from '../../../lib/url-params';
import { useShopTime } from '../../shops';
import {
  COST_REPORT_DOWNLOAD_FAILED,
  COST_REPORT_LOAD_FAILED,
  useCostReport,
  useDownloadCostReport,
  type CostReportAsk,
} from '../api/cost-reports';
import { CostTable } from '../components/CostTable';

const CostChart = lazy(() => import('../components/CostChart'));

const PRESETS: { value: CostPreset; label: string }[] = [
  { value: 'this_month', label: 'This month' },
  { value: 'last_month', label: 'Last month' },
  { value: 'this_quarter', label: 'This quarter' },
  { value: 'this_year', label: 'This year' },
  { value: 'last_12_months', label: 'Last 12 months' },
];
const GROUP_LABELS: Record<CostReportGroup, string> = {
  month: 'Month',
  vehicle: 'Vehicle',
  type: 'Vehicle type',
  location: 'Location',
};
const DEFAULT_PRESET: CostPreset = 'last_12_months';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOr = (value: string | null, fallback: string) =>
  value && DAY.test(value) ? value : fallback;
const isGroup = (v: string | null): v is CostReportGroup =>
  (COST_REPORT_GROUPS as readonly string[]).includes(v ?? '');

/** Why a period cannot be asked for, in the API's words; null when it can. */
function periodProblem(from: string, to: string): string | null {
  if (to < from) return COST_REPORT_MESSAGES.toBeforeFrom;
  if (monthsOf(from, to).length > COST_REPORT_MAX_MONTHS) return COST_REPORT_MESSAGES.tooWide;
  return null;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/**
 * Issue 34 §5: what the fleet cost at /vehicles/reports/costs, by month, vehicle, type or
 * location, with a chart, a table and the files. The period and group sit in the address; the
 * report counts whole months (docs/decisions/0021-cost-report-sums.md).
 */
export default function CostReportScreen() {
  const [params, setParams] = useUrlParams();
  const { today } = useShopTime();
  const preset = today ? presetPeriod(DEFAULT_PRESET, today) : null;
  const from = dayOr(params.get('from'), preset?.from ?? '');
  const to = dayOr(params.get('to'), preset?.to ?? '');
  const groupParam = params.get('group');
  const group: CostReportGroup = isGroup(groupParam) ? groupParam : 'month';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const problem = from && to ? periodProblem(from, to) : null;
  const ask: CostReportAsk = { from, to, group, page };
  const query = useCostReport(ask, Boolean(from && to) && problem === null);
  const download = useDownloadCostReport();
  const change = (values: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('from', from);
        next.set('to', to);
        next.set('group', group);
        next.delete('page');
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const save = (format: 'csv' | 'xlsx') =>
    download.mutate(
      { ask, format },
      {
        onError: () =>
          showToast({
            type: 'error',
            title: COST_REPORT_DOWNLOAD_FAILED,
            message: COST_REPORT_DOWNLOAD_FAILED,
          }),
      },
    );
  const report = query.data;
  const empty = report && report.totals.total === '0.00' && report.totals.miles === 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1}>Cost reports</Title>
          <Text c="dimmed" size="sm">
            What the fleet cost — service, fuel, financing, insurance and registration — and per
            mile, counted in whole months.
          </Text>
        </Stack>
        <Group gap="sm">
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={download.isPending && download.variables?.format === format}
              disabled={!report || problem !== null}
              onClick={() => save(format)}
            >
              Download {format.toUpperCase()}
            </Button>
          ))}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" maw={900}>
        <Select
          label="Period"
          placeholder="Custom"
          data={PRESETS}
          value={PRESETS.find((p) => today && sameAs(presetPeriod(p.value, today)))?.value ?? null}
          allowDeselect={false}
          onChange={(value) => {
            if (value && today) change(presetPeriod(value as CostPreset, today));
          }}
        />
        <Select
          label="Group by"
          data={COST_REPORT_GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
          value={group}
          allowDeselect={false}
          onChange={(value) => change({ group: value })}
        />
        <DateField
          label="From"
          value={from || null}
          clearable={false}
          onChange={(value) => change({ from: value })}
        />
        <DateField
          label="To"
          value={to || null}
          clearable={false}
          onChange={(value) => change({ to: value })}
        />
      </SimpleGrid>
      {report && !report.financial_included ? (
        <Alert color="gray" title="Financing and insurance are left out">
          Your access does not include financial figures, so the totals count service, fuel and
          registration only.
        </Alert>
      ) : null}
      {problem ? (
        <Alert color="yellow" title="Choose another period">
          {problem}
        </Alert>
      ) : query.isError ? (
        <LoadFailedAlert title={COST_REPORT_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : !report ? (
        <Stack gap="md">
          <RecordsLoading label="Loading the cost report" rows={3} />
          <Skeleton height={260} radius="md" />
        </Stack>
      ) : empty ? (
        <RecordsEmpty
          title="No costs in this period"
          description="Fuel, services, financing payments, policies and registrations of the period show here."
        />
      ) : (
        <Stack gap="md" aria-busy={query.isFetching}>
          <SimpleGrid
            cols={{ base: 2, sm: 3 }}
            spacing="sm"
            component="ul"
            aria-label="The fleet in this period"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            <Figure label="Total" value={formatMoney(report.totals.total)} />
            <Figure label="Miles" value={formatMiles(report.totals.miles, { short: true })} />
            <Figure
              label="Per mile"
              value={
                report.totals.cost_per_mile === null
                  ? '—'
                  : formatMoney(report.totals.cost_per_mile)
              }
            />
          </SimpleGrid>
          <Paper withBorder radius="md" p="md">
            <Suspense fallback={<Skeleton height={260} radius="md" />}>
              <CostChart report={report} />
            </Suspense>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                By {GROUP_LABELS[group].toLowerCase()}
                {report.group === 'vehicle' ? ` (${report.count} vehicles)` : ''}
              </Title>
              <CostTable report={report} />
              {report.total_pages > 1 ? (
                <Pagination
                  total={report.total_pages}
                  value={report.page}
                  onChange={(p) => change({ page: String(p) })}
                  aria-label="Pages of vehicles"
                />
              ) : null}
            </Stack>
          </Paper>
        </Stack>
      )}
    </Stack>
  );

  function sameAs(p: { from: string; to: string }) {
    return p.from === from && p.to === to;
  }
}
