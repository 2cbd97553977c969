import {
  SERVICE_MESSAGES,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  serviceRecordCreateSchema,
  VEHICLE_SERVICE_VENDOR_TYPE,
  type ServiceRecordCreate,
  type ServiceType,
} from '@fleetdesk/contract/service';
import type { MaintenanceSchedule } from '@fleetdesk/contract/maintenance';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { showToast } from '../../../lib/toast';
import { SERVICE_SAVE_FAILED, useCreateServiceRecord } from '../api/create-service-record';
import { useVendors } from '../api/get-vendors';
import { failureDetail, showServerErrors, validateWith } from '../../../lib/form';
import { AddVendorModal } from './AddVendorModal';
import { DueScheduleChecks, useDueSchedules } from '../maintenance/DueScheduleChecks';
import { moneyText } from '../../../lib/money-input';

const formSchema = serviceRecordCreateSchema.omit({ vehicle: true });

type Values = {
  service_date: string;
  vendor_id: string | null;
  service_type: ServiceType;
  amount: number | string;
  description: string;
  mileage_at_service: number | string;
  parts_cost: number | string;
  labor_cost: number | string;
  invoice_number: string;
  next_service_date: string;
  next_service_mileage: number | string;
};

const INITIAL: Values = {
  service_date: '',
  vendor_id: null,
  service_type: 'maintenance',
  amount: '',
  description: '',
  mileage_at_service: '',
  parts_cost: '',
  labor_cost: '',
  invoice_number: '',
  next_service_date: '',
  next_service_mileage: '',
};

const REQUIRED: readonly string[] = ['service_date', 'vendor_id', 'amount', 'description'];
const TYPE_OPTIONS = SERVICE_TYPES.map((value) => ({ value, label: SERVICE_TYPE_LABELS[value] }));

/** Dollar amounts: cents, never negative, with thousands separators. */
const MONEY_INPUT = {
  min: 0,
  step: 0.01,
  decimalScale: 2,
  allowNegative: false,
  thousandSeparator: ',',
  hideControls: true,
} as const;

/** Odometer readings: whole miles, never negative, with thousands separators. */
const MILES_INPUT = {
  min: 0,
  allowDecimal: false,
  allowNegative: false,
  thousandSeparator: ',',
  hideControls: true,
} as const;

/** The parsed form as the request body: optional fields only when filled (spec 2 section 5). */
/** The amounts through the money module, as the schema reads them. */
const withMoney = (values: Values) => ({
  ...values,
  amount: moneyText(values.amount),
  parts_cost: moneyText(values.parts_cost),
  labor_cost: moneyText(values.labor_cost),
});

// The open issues a record may resolve: the issues feature's code comes when the form shows.
const OpenIssueChecks = lazy(() =>
  import('../../issues').then((m) => ({ default: m.OpenIssueChecks })),
);

export function servicePayload(
  vin: string,
  values: Values,
  schedules: number[] = [],
  issues: number[] = [],
): ServiceRecordCreate | null {
  const parsed = formSchema.safeParse(withMoney(values));
  if (!parsed.success) return null;
  const body: Record<string, unknown> = { vehicle: vin };
  if (schedules.length > 0) body.schedules = schedules;
  if (issues.length > 0) body.issues = issues;
  for (const [key, value] of Object.entries(parsed.data)) {
    if (key !== 'schedules' && key !== 'issues' && value !== null && value !== '')
      body[key] = value;
  }
  return body as ServiceRecordCreate;
}

/** Spec 2 sections 2 and 5: the add form of the Service History tab. */
export function AddServiceRecordForm({ vin }: { vin: string }) {
  const mutation = useCreateServiceRecord(vin);
  const vendors = useVendors(VEHICLE_SERVICE_VENDOR_TYPE);
  const [vendorModalOpen, setVendorModalOpen] = useState(false);
  const due = useDueSchedules(vin);
  // A due schedule is ticked when its type is the record's, unless the user said otherwise.
  const [serviceType, setServiceType] = useState<ServiceType>(INITIAL.service_type);
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [issues, setIssues] = useState<number[]>([]);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: INITIAL,
    validate: validateWith(formSchema, withMoney),
    onValuesChange: (values) => setServiceType(values.service_type),
  });
  // Choices are kept per service type: another type starts from its own matches.
  const isTicked = (s: MaintenanceSchedule) =>
    ticks[`${serviceType}:${s.id}`] ?? s.service_type === serviceType;

  const vendorOptions = (vendors.data ?? []).map((v) => ({ value: String(v.id), label: v.name }));

  const onValid = (values: Values) => {
    const body = servicePayload(
      vin,
      values,
      due.filter(isTicked).map((s) => s.id),
      issues,
    );
    if (!body) return;
    mutation.mutate(body, {
      onSuccess: () => {
        form.reset();
        setTicks({});
        setIssues([]);
        showToast({
          type: 'success',
          title: 'Service record saved',
          message: 'The service record was added',
        });
      },
      onError: (error) => {
        // What the user typed stays; the server's messages go under their fields.
        showServerErrors(form, error);
        showToast({
          type: 'error',
          title: SERVICE_SAVE_FAILED,
          message: failureDetail(error, 'Please try again.'),
        });
      },
    });
  };

  const onInvalid = (errors: Record<string, unknown>) => {
    if (REQUIRED.some((field) => errors[field])) {
      showToast({
        type: 'warning',
        title: 'Missing information',
        message: SERVICE_MESSAGES.requiredSummary,
      });
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit(onValid, onInvalid)} noValidate aria-label="Add service record">
        <Stack gap="sm">
          <Title order={4}>Add Service Record</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <TextInput
              type="date"
              label="Service Date"
              required
              key={form.key('service_date')}
              {...form.getInputProps('service_date')}
            />
            <Stack gap={4}>
              <Select
                label="Vendor"
                required
                searchable
                data={vendorOptions}
                placeholder={
                  vendors.isPending
                    ? 'Loading vendors…'
                    : vendorOptions.length === 0
                      ? 'No vendors yet'
                      : 'Select a vendor'
                }
                nothingFoundMessage="No matching vendor"
                description={vendors.isError ? 'Failed to load vendors' : undefined}
                key={form.key('vendor_id')}
                {...form.getInputProps('vendor_id')}
              />
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => setVendorModalOpen(true)}
                >
                  Add vendor
                </Button>
              </Group>
            </Stack>
            <Select
              label="Service Type"
              data={TYPE_OPTIONS}
              allowDeselect={false}
              key={form.key('service_type')}
              {...form.getInputProps('service_type')}
            />
            <NumberInput
              label="Amount (USD)"
              required
              {...MONEY_INPUT}
              leftSection={
                <Text size="sm" aria-hidden>
                  $
                </Text>
              }
              key={form.key('amount')}
              {...form.getInputProps('amount')}
            />
            <NumberInput
              label="Mileage at Service"
              {...MILES_INPUT}
              key={form.key('mileage_at_service')}
              {...form.getInputProps('mileage_at_service')}
            />
            <TextInput
              label="Invoice Number"
              key={form.key('invoice_number')}
              {...form.getInputProps('invoice_number')}
            />
            <NumberInput
              label="Parts Cost (USD)"
              {...MONEY_INPUT}
              key={form.key('parts_cost')}
              {...form.getInputProps('parts_cost')}
            />
            <NumberInput
              label="Labor Cost (USD)"
              {...MONEY_INPUT}
              key={form.key('labor_cost')}
              {...form.getInputProps('labor_cost')}
            />
            <TextInput
              type="date"
              label="Next Service Date"
              key={form.key('next_service_date')}
              {...form.getInputProps('next_service_date')}
            />
            <NumberInput
              label="Next Service Mileage"
              {...MILES_INPUT}
              key={form.key('next_service_mileage')}
              {...form.getInputProps('next_service_mileage')}
            />
          </SimpleGrid>
          <DueScheduleChecks
            due={due}
            isTicked={isTicked}
            onToggle={(s, ticked) =>
              setTicks((t) => ({ ...t, [`${serviceType}:${s.id}`]: ticked }))
            }
          />
          <Suspense fallback={null}>
            <OpenIssueChecks vin={vin} ticked={issues} onChange={setIssues} />
          </Suspense>
          <Textarea
            label="Description"
            required
            rows={3}
            key={form.key('description')}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              Add Service Record
            </Button>
          </Group>
        </Stack>
      </form>
      <AddVendorModal
        opened={vendorModalOpen}
        onClose={() => setVendorModalOpen(false)}
        onCreated={(vendor) => form.setFieldValue('vendor_id', String(vendor.id))}
      />
    </Paper>
  );
}
