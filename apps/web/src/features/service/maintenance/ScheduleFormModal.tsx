import {
  maintenanceScheduleCreateSchema,
  type MaintenanceSchedule,
  type MaintenanceScheduleCreate,
} from '@fleetdesk/contract/maintenance';
import {
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  VEHICLE_SERVICE_VENDOR_TYPE,
  type ServiceType,
} from '@fleetdesk/contract/service';
import type { VehicleTypeName } from '@fleetdesk/contract/vehicles';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { useForm } from '@mantine/form';
import { failureDetail, showServerErrors, validateWith } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { useVendors } from '../api/get-vendors';
import { SCHEDULE_SAVE_FAILED, useSaveMaintenanceSchedule } from '../api/save-maintenance-schedule';

/** Whose schedule it is: one vehicle's, or every vehicle's of a type. */
export type ScheduleTarget = { vehicle: string } | { vehicle_type: VehicleTypeName };

type Values = {
  name: string;
  service_type: ServiceType;
  interval_miles: number | string;
  interval_days: number | string;
  vendor_id: string | null;
  last_done_on: string;
  last_done_mileage: number | string;
};

const TYPE_OPTIONS = SERVICE_TYPES.map((value) => ({ value, label: SERVICE_TYPE_LABELS[value] }));
const WHOLE = {
  min: 0,
  allowDecimal: false,
  allowNegative: false,
  thousandSeparator: ',',
  hideControls: true,
} as const;

const valuesOf = (s: MaintenanceSchedule | null): Values => ({
  name: s?.name ?? '',
  service_type: s?.service_type ?? 'maintenance',
  interval_miles: s?.interval_miles ?? '',
  interval_days: s?.interval_days ?? '',
  vendor_id: s?.vendor_id ? String(s.vendor_id) : null,
  last_done_on: s?.last_done_on ?? '',
  last_done_mileage: s?.last_done_mileage ?? '',
});

/** What the inputs hold as the request reads it (blank numbers are null, the vendor a number). */
const fieldsOf = (v: Values) => ({
  name: v.name,
  service_type: v.service_type,
  interval_miles: v.interval_miles === '' ? null : v.interval_miles,
  interval_days: v.interval_days === '' ? null : v.interval_days,
  vendor_id: v.vendor_id === null ? null : Number(v.vendor_id),
  last_done_mileage: v.last_done_mileage === '' ? null : v.last_done_mileage,
  last_done_on: v.last_done_on === '' ? undefined : v.last_done_on,
});

type Props = {
  opened: boolean;
  onClose: () => void;
  target: ScheduleTarget;
  /** The schedule to change; a new one when null. */
  schedule: MaintenanceSchedule | null;
};

/**
 * Add or change a maintenance schedule: its name, service type, every so many miles and/or days,
 * an optional vendor and when it was last done (blank: today, at the vehicle's mileage).
 */
export function ScheduleFormModal({ opened, onClose, target, schedule }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={schedule ? 'Edit maintenance schedule' : 'Add maintenance schedule'}
      size="lg"
    >
      {/* Mounted while open only: each opening starts from the schedule's values. */}
      <ScheduleForm onClose={onClose} target={target} schedule={schedule} />
    </Modal>
  );
}

function ScheduleForm({ onClose, target, schedule }: Omit<Props, 'opened'>) {
  const mutation = useSaveMaintenanceSchedule();
  const vendors = useVendors(VEHICLE_SERVICE_VENDOR_TYPE);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: valuesOf(schedule),
    validate: validateWith(maintenanceScheduleCreateSchema, (v: Values) => ({
      ...fieldsOf(v),
      ...target,
    })),
  });

  const onValid = (values: Values) => {
    const fields = fieldsOf(values);
    const input = schedule
      ? { id: schedule.id, patch: fields }
      : { create: { ...fields, ...target } as MaintenanceScheduleCreate };
    mutation.mutate(input, {
      onSuccess: () => {
        showToast({
          type: 'success',
          title: 'Schedule saved',
          message: `${values.name} is saved.`,
        });
        onClose();
      },
      onError: (error) => {
        showServerErrors(form, error);
        showToast({
          type: 'error',
          title: SCHEDULE_SAVE_FAILED,
          message: failureDetail(error, 'Please try again.'),
        });
      },
    });
  };

  const vendorOptions = (vendors.data ?? []).map((v) => ({ value: String(v.id), label: v.name }));
  return (
    <form onSubmit={form.onSubmit(onValid)} noValidate aria-label="Maintenance schedule">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            placeholder="Oil change"
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Select
            label="Service Type"
            data={TYPE_OPTIONS}
            allowDeselect={false}
            key={form.key('service_type')}
            {...form.getInputProps('service_type')}
          />
          <NumberInput
            label="Every (miles)"
            {...WHOLE}
            key={form.key('interval_miles')}
            {...form.getInputProps('interval_miles')}
          />
          <NumberInput
            label="Every (days)"
            {...WHOLE}
            key={form.key('interval_days')}
            {...form.getInputProps('interval_days')}
          />
          <Select
            label="Vendor"
            clearable
            searchable
            data={vendorOptions}
            placeholder="Any vendor"
            key={form.key('vendor_id')}
            {...form.getInputProps('vendor_id')}
          />
          <TextInput
            type="date"
            label="Last done on"
            key={form.key('last_done_on')}
            {...form.getInputProps('last_done_on')}
          />
          <NumberInput
            label="Last done at (miles)"
            {...WHOLE}
            key={form.key('last_done_mileage')}
            {...form.getInputProps('last_done_mileage')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Due at whichever interval comes first. Left blank, it was last done today at the
          vehicle&apos;s current mileage{'vehicle_type' in target ? ' (each vehicle’s own)' : ''}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Save schedule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
