import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Select } from '../../../../lib/ui/Select';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import {
  MIN_VEHICLE_YEAR,
  VIN_LENGTH,
  maxVehicleYear,
} from '@fleetdesk/contract/rules/vehicle-rules';
import { vinWarning, type VehicleValues } from '@fleetdesk/contract/vehicles';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api';
import { showServerErrors, validateWith } from '../../../../lib/form';
import { showToast } from '../../../../lib/toast';
import { VEHICLE_SAVE_FAILED } from '../../api/create-vehicle';
import { useLocations, userLabel, useUsers } from '../../../shops';
import { useVehicleTypes } from '../../api/get-vehicle-types';
import {
  formSchemaOf,
  schemaInput,
  vehiclePayload,
  type VehicleFormValues,
} from './vehicle-form-values';

type Props = {
  mode: 'add' | 'edit';
  initialValues: VehicleFormValues;
  submitLabel: string;
  onSubmit: (values: VehicleValues) => Promise<unknown>;
  onSaved: (values: VehicleValues) => void;
  onCancel: () => void;
};

/** Spec 2 section 5: validation on submit with the contract's messages; server errors per field. */
export function VehicleForm({
  mode,
  initialValues,
  submitLabel,
  onSubmit,
  onSaved,
  onCancel,
}: Props) {
  const form = useForm<VehicleFormValues>({
    mode: 'controlled',
    initialValues,
    validate: validateWith(formSchemaOf(mode), schemaInput),
    clearInputErrorOnChange: true,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const types = useVehicleTypes();
  const locations = useLocations();
  const users = useUsers();
  // Told as the VIN is typed, and never in the way of saving (issue 34).
  const vinCheck = mode === 'add' ? vinWarning(form.getValues().vin) : null;

  const submit = form.onSubmit(async (values) => {
    const payload = vehiclePayload(values, mode);
    if (payload === null) return;
    setFormError(null);
    setSaving(true);
    try {
      await onSubmit(payload);
      onSaved(payload);
    } catch (error) {
      const { fields, other } = showServerErrors(form, error);
      const hasFieldErrors = Object.keys(fields).length > 0;
      if (!hasFieldErrors)
        showToast({ type: 'error', title: 'Vehicle', message: VEHICLE_SAVE_FAILED });
      // The alert carries what the fields cannot: form-wide messages, or the server's reason.
      if (other.length > 0) setFormError(other.join(' '));
      else if (!hasFieldErrors) setFormError(error instanceof ApiError ? error.message : '');
    } finally {
      setSaving(false);
    }
  });

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError !== null && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={VEHICLE_SAVE_FAILED}
          >
            {formError === '' ? 'Check your connection and try again.' : formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="VIN"
            withAsterisk
            maxLength={VIN_LENGTH + 3}
            disabled={mode === 'edit'}
            description={mode === 'add' ? `${VIN_LENGTH} characters` : 'The VIN cannot be changed'}
            // Mantine's success slot sits where an error would, and names itself in the input's
            // aria-describedby; here it carries a warning, in the warning's colour.
            success={
              vinCheck && (
                <Group component="span" gap={4} wrap="nowrap" align="flex-start">
                  <IconAlertTriangle size={14} aria-hidden style={{ flexShrink: 0 }} />
                  {vinCheck}
                </Group>
              )
            }
            successProps={{ c: 'orange' }}
            withSuccessStyles={false}
            key={form.key('vin')}
            {...form.getInputProps('vin')}
          />
          <TextInput
            label="License Plate"
            withAsterisk
            key={form.key('license_plate')}
            {...form.getInputProps('license_plate')}
          />
          <TextInput
            label="Make"
            withAsterisk
            key={form.key('make')}
            {...form.getInputProps('make')}
          />
          <TextInput
            label="Model"
            withAsterisk
            key={form.key('model')}
            {...form.getInputProps('model')}
          />
          <NumberInput
            label="Year"
            withAsterisk
            allowDecimal={false}
            allowNegative={false}
            hideControls
            placeholder={`${MIN_VEHICLE_YEAR}-${maxVehicleYear()}`}
            key={form.key('year')}
            {...form.getInputProps('year')}
          />
          <NumberInput
            label="Current Value"
            description="Optional"
            prefix="$"
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            hideControls
            key={form.key('current_value')}
            {...form.getInputProps('current_value')}
          />
          <NumberInput
            label="Tank Capacity"
            description="Gallons; a fill above it is flagged"
            decimalScale={1}
            allowNegative={false}
            hideControls
            suffix=" gal"
            key={form.key('tank_capacity')}
            {...form.getInputProps('tank_capacity')}
          />
          <TextInput
            label="Fuel Card Vehicle Number"
            description="How your fuel card's files name this vehicle"
            maxLength={30}
            key={form.key('fuel_card_number')}
            {...form.getInputProps('fuel_card_number')}
          />
          <Select
            label="Location"
            placeholder={locations.isPending ? 'Loading locations...' : 'Not assigned'}
            data={(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
            clearable
            searchable
            nothingFoundMessage="No locations"
            key={form.key('location')}
            {...form.getInputProps('location')}
          />
          <Select
            label="Primary Driver"
            placeholder={users.isPending ? 'Loading users...' : 'Not assigned'}
            data={(users.data ?? []).map((u) => ({ value: String(u.id), label: userLabel(u) }))}
            clearable
            searchable
            nothingFoundMessage="No users"
            key={form.key('primary_driver')}
            {...form.getInputProps('primary_driver')}
          />
        </SimpleGrid>
        <Checkbox.Group
          label="Vehicle Types"
          key={form.key('vehicle_types')}
          {...form.getInputProps('vehicle_types')}
        >
          <Stack gap="xs" mt="xs">
            {types.isError && (
              <Text size="sm" c="red">
                Vehicle types could not be loaded.
              </Text>
            )}
            {(types.data ?? []).map((type) => (
              <Checkbox
                key={type.id}
                value={String(type.id)}
                label={type.name.charAt(0).toUpperCase() + type.name.slice(1)}
                description={type.description}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
