import {
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Select } from '../../../../lib/ui/Select';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { IconDownload } from '@tabler/icons-react';
import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import {
  EXPORT_DEFAULTS,
  EXPORT_MESSAGES,
  EXPORT_TYPES,
  EXPORT_TYPE_LABELS,
  exportDateRange,
  type ExportDateRange,
  type ExportFormat,
  type ExportOptions,
  type ExportType,
} from '@fleetdesk/contract/financing-export';
import { serverErrors } from '../../../../lib/form';
import { DateField } from '../../../../lib/ui/DateField';
import { LoadFailedAlert } from '../../../../lib/ui/LoadFailedAlert';
import { RecordsLoading } from '../../../../lib/ui/RecordsStates';
import {
  isTooLargeForRequest,
  useDownloadExport,
  type ExportRequest,
} from '../../api/download-export';
import { useStartExportJob } from '../../api/export-jobs';
import { useExportOptions } from '../../api/get-export-options';
import { useShopToday } from '../../../shops';
import { ExportJobProgress } from './ExportJobProgress';

type Values = {
  type: ExportType;
  format: ExportFormat;
  date_range: ExportDateRange;
  date_from: string | null;
  date_to: string | null;
  financing_type: string | null;
  payment_method: string | null;
  gl_account: string | null;
  quickbooks_class: string | null;
  include_payments: boolean;
};
const FIELDS = ['format', 'date_from', 'date_to', 'financing_type', 'payment_method'] as const;

/** The Export tab of the financing screen (spec 2 section 4): the form and the download. */
export function FinancingExportTab() {
  const options = useExportOptions();
  const today = useShopToday();
  if (options.isPending || today === undefined)
    return <RecordsLoading label="Loading export options" rows={4} />;
  if (options.isError)
    return (
      <LoadFailedAlert
        title={FINANCING_MESSAGES.exportOptionsFailed}
        onRetry={() => void options.refetch()}
      />
    );
  return <ExportForm options={options.data} today={today} />;
}

function ExportForm({ options, today }: { options: ExportOptions; today: string }) {
  const download = useDownloadExport();
  const startJob = useStartExportJob();
  // An export too large for one request runs as a job: its id, while its progress is shown.
  const [jobId, setJobId] = useState<number | null>(null);
  // A named range's dates, seen from the shop's today.
  const datesOf = (range: ExportDateRange) => exportDateRange(range, today);
  const initial = datesOf(EXPORT_DEFAULTS.dateRange);
  const form = useForm<Values>({
    initialValues: {
      type: EXPORT_DEFAULTS.type,
      format: EXPORT_DEFAULTS.format,
      date_range: EXPORT_DEFAULTS.dateRange,
      date_from: initial?.date_from ?? null,
      date_to: initial?.date_to ?? null,
      financing_type: null,
      payment_method: null,
      gl_account: null,
      quickbooks_class: null,
      include_payments: false,
    },
    validate: {
      date_to: (value, values) =>
        value && values.date_from && value < values.date_from ? EXPORT_MESSAGES.dateOrder : null,
    },
  });
  const { values } = form;
  const isPayments = values.type === 'payments';
  // IIF holds transactions: payment history only.
  const formats = options.formats.filter((f) => isPayments || f.value !== 'iif');

  const setRange = (range: ExportDateRange) => {
    form.setFieldValue('date_range', range);
    const dates = datesOf(range);
    if (dates) form.setValues(dates);
  };
  const setType = (type: ExportType) => {
    form.setFieldValue('type', type);
    if (type === 'financing' && values.format === 'iif') form.setFieldValue('format', 'csv');
  };

  const submit = (v: Values) => {
    const request: ExportRequest = {
      type: v.type,
      format: v.format,
      date_from: v.date_from ?? undefined,
      date_to: v.date_to ?? undefined,
      financing_type: v.financing_type ?? undefined,
      payment_method: isPayments ? (v.payment_method ?? undefined) : undefined,
      gl_account: v.gl_account ?? undefined,
      quickbooks_class: v.quickbooks_class ?? undefined,
      include_payments: !isPayments && v.include_payments,
    };
    setJobId(null);
    const showErrors = (error: unknown) => form.setErrors(serverErrors(error, FIELDS).fields);
    download.mutate(request, {
      onError: (error) => {
        if (!isTooLargeForRequest(error)) return showErrors(error);
        startJob.mutate(request, { onSuccess: (job) => setJobId(job.id), onError: showErrors });
      },
    });
  };
  const preparing = download.isPending || startJob.isPending;

  const custom = values.date_range === 'custom';
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Title order={3}>Export Financial Data</Title>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="export-type-label">
              Export type
            </Text>
            <SegmentedControl
              aria-labelledby="export-type-label"
              data={EXPORT_TYPES.map((value) => ({ value, label: EXPORT_TYPE_LABELS[value] }))}
              value={values.type}
              onChange={(v) => setType(v as ExportType)}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Format"
              data={formats}
              allowDeselect={false}
              {...form.getInputProps('format')}
            />
            <Select
              label="Date range"
              data={options.date_ranges}
              allowDeselect={false}
              value={values.date_range}
              onChange={(v) => v && setRange(v as ExportDateRange)}
            />
            <DateField
              label="From"
              disabled={!custom}
              clearable={custom}
              {...form.getInputProps('date_from')}
            />
            <DateField
              label="To"
              disabled={!custom}
              clearable={custom}
              {...form.getInputProps('date_to')}
            />
            <Select
              label="Financing type"
              placeholder="All types"
              data={options.financing_types}
              clearable
              {...form.getInputProps('financing_type')}
            />
            {isPayments && (
              <Select
                label="Payment method"
                placeholder="All methods"
                data={options.payment_methods}
                clearable
                {...form.getInputProps('payment_method')}
              />
            )}
            <Select
              label="GL account"
              placeholder={options.gl_accounts.length ? 'All accounts' : 'No GL accounts yet'}
              data={options.gl_accounts}
              clearable
              searchable
              {...form.getInputProps('gl_account')}
            />
            <Select
              label="QuickBooks class"
              placeholder={options.quickbooks_classes.length ? 'All classes' : 'No classes yet'}
              data={options.quickbooks_classes}
              clearable
              searchable
              {...form.getInputProps('quickbooks_class')}
            />
          </SimpleGrid>
          {!isPayments && (
            <Checkbox
              label="Include payment summary (payment count, total paid, last payment date)"
              {...form.getInputProps('include_payments', { type: 'checkbox' })}
            />
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed" role="status">
              {preparing ? 'Preparing your export…' : ''}
            </Text>
            <Button
              type="submit"
              loading={preparing}
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export
            </Button>
          </Group>
          {jobId !== null && <ExportJobProgress key={jobId} jobId={jobId} />}
        </Stack>
      </form>
    </Paper>
  );
}
