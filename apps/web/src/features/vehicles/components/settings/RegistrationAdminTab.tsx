import {
  Alert,
  Badge,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  vehicleModuleSettingsPatchSchema,
  type VehicleModuleSettings,
} from '@fleetdesk/contract/vehicles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../../lib/toast';
import {
  useVehicleModuleSettings,
  VEHICLE_MODULE_SETTINGS_FETCH_FAILED,
} from '../../api/get-vehicle-module-settings';
import { vehicleKeys } from '../../api/keys';
import {
  updateVehicleModuleSettings,
  VEHICLE_MODULE_SETTINGS_UPDATE_FAILED,
} from '../../api/update-vehicle-module-settings';
import { LoadFailedAlert } from '../../../../lib/ui/LoadFailedAlert';
import { SettingsSavedAlert, StatusBadge, useAutosaveQueue } from '../../../settings';

type Field = Exclude<keyof VehicleModuleSettings, 'id'>;
type Draft = Partial<Record<Field, string | number>>;

const TEXT_FIELDS: { field: Field; label: string; type: 'text' | 'email' }[] = [
  { field: 'registration_admin', label: 'Registration Administrator', type: 'text' },
  { field: 'registration_admin_email', label: 'Administrator E-mail', type: 'email' },
  { field: 'registration_admin_additional_email', label: 'Additional E-mail', type: 'email' },
  { field: 'registration_manager', label: 'Registration Manager', type: 'text' },
  { field: 'registration_manager_email', label: 'Manager E-mail', type: 'email' },
];

const THRESHOLDS: { field: Field; label: string; description: string }[] = [
  {
    field: 'warning_threshold_days',
    label: 'Warning (days)',
    description: 'First reminder, typically 30',
  },
  {
    field: 'critical_threshold_days',
    label: 'Critical (days)',
    description: 'Urgent reminder, typically 14',
  },
  {
    field: 'escalation_threshold_days',
    label: 'Escalation (days)',
    description: 'Escalate to the manager, typically 7',
  },
];

/** Spec 2 section 5: escalation < critical < warning is guidance only. */
export function thresholdsInOrder(warning: number, critical: number, escalation: number): boolean {
  return escalation < critical && critical < warning;
}

/** Spec 2, Registration Admin tab: registration contacts and thresholds, autosaved field by field. */
export function RegistrationAdminTab() {
  const client = useQueryClient();
  const query = useVehicleModuleSettings();
  const [drafts, setDrafts] = useState<Draft>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const id = query.data?.id;

  const { enqueue, cancel, statuses, saved } = useAutosaveQueue<string | number>({
    save: (field, value) => {
      if (id === undefined) return Promise.reject(new Error('Settings not loaded'));
      return updateVehicleModuleSettings(id, { [field]: value });
    },
    onError: (field) => {
      showToast({
        type: 'error',
        title: 'Settings',
        message: VEHICLE_MODULE_SETTINGS_UPDATE_FAILED,
      });
      setDrafts((current) => {
        const next = { ...current };
        delete next[field as Field];
        return next;
      });
      void client.invalidateQueries({ queryKey: vehicleKeys.moduleSettings() });
    },
    onSaved: () => void client.invalidateQueries({ queryKey: vehicleKeys.moduleSettings() }),
  });

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading registration settings">
        <Skeleton height={160} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadFailedAlert
        title={VEHICLE_MODULE_SETTINGS_FETCH_FAILED}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const data = query.data;
  const valueOf = (field: Field) => drafts[field] ?? data[field];
  const change = (field: Field, value: string | number) => {
    setDrafts((current) => ({ ...current, [field]: value }));
    const check = vehicleModuleSettingsPatchSchema.safeParse({ [field]: value });
    if (!check.success) {
      setErrors((current) => ({ ...current, [field]: check.error.issues[0]?.message }));
      cancel(field);
      return;
    }
    setErrors((current) => ({ ...current, [field]: undefined }));
    enqueue(field, value);
  };
  const numberOf = (field: Field) => {
    const value = valueOf(field);
    return typeof value === 'number' ? value : Number(value);
  };
  const ordered = thresholdsInOrder(
    numberOf('warning_threshold_days'),
    numberOf('critical_threshold_days'),
    numberOf('escalation_threshold_days'),
  );
  /** The field's label with its Pending / Saving badge. */
  const labelOf = (field: Field, label: string) => (
    <Group gap={6} component="span">
      {label}
      <StatusBadge status={statuses[field]} />
    </Group>
  );

  return (
    <Stack gap="md">
      {saved && <SettingsSavedAlert />}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={3}>Registration Contacts</Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {TEXT_FIELDS.map(({ field, label, type }) => (
              <TextInput
                key={field}
                label={labelOf(field, label)}
                type={type}
                value={String(valueOf(field))}
                error={errors[field]}
                onChange={(event) => change(field, event.currentTarget.value)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={3}>Renewal Thresholds</Title>
          <Text size="sm" c="dimmed">
            Days before a registration expires. Keep escalation &lt; critical &lt; warning (for
            example 7, 14 and 30).
          </Text>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {THRESHOLDS.map(({ field, label, description }) => (
              <NumberInput
                key={field}
                label={labelOf(field, label)}
                description={description}
                min={1}
                max={365}
                allowDecimal={false}
                allowNegative={false}
                value={valueOf(field)}
                error={errors[field]}
                onChange={(value) => change(field, value)}
              />
            ))}
          </SimpleGrid>
          {!ordered && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="note">
              <Group gap={6}>
                <Badge color="yellow" variant="light">
                  Check order
                </Badge>
                <Text size="sm">
                  Escalation days should be fewer than critical, and critical fewer than warning.
                </Text>
              </Group>
            </Alert>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
