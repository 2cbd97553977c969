import { swapSchema, type Agreement, type Swap } from '@fleetdesk/contract/loaner-agreements';
import { Alert, Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../lib/form';
import { formatMiles } from '../../../lib/format';
import { Select } from '../../../lib/ui/Select';
import { showToast } from '../../../lib/toast';
import { useLoanerReading, useLoanerVehicles, useSwapLoaner } from '../api/agreements';
import { useShopTime } from '../../shops';
import { refusalText } from '../agreements/agreement-text';
import { FormButtons, RefusalAlert } from '../agreements/FormParts';
import { DamageMarker, type StagedDamage } from './DamageMarker';
import { FarReadingConfirm, useFarReading } from './FarReading';
import { fuelWords } from './fuel';
import { FuelGauge } from './FuelGauge';
import { OdometerInput, lastReadingText, odometerOf } from './OdometerInput';
import { PhotoUploadList, usePhotoUploads } from './PhotoUploads';

export const SWAP_FAILED = 'Could not change the loaner';

type Values = {
  vehicle: string | null;
  odometer_in: string | number;
  fuel_in: number | null;
  odometer_out: string | number;
  fuel_out: number | null;
};

function swapBody(values: Values, damage: StagedDamage[]): Swap {
  return {
    vehicle: values.vehicle ?? '',
    odometer_in: odometerOf(values.odometer_in) ?? '',
    fuel_in: values.fuel_in,
    odometer_out: odometerOf(values.odometer_out) ?? '',
    fuel_out: values.fuel_out,
    damage: damage.map(({ zone, kind, note }) => ({ zone, kind, note })),
  };
}

type Props = { agreement: Agreement; onClose: () => void };

/**
 * Change the loaner of a loan that is out: the car coming back is read in, another loaner goes
 * out, read as at check-out. The server refuses a loaner booked for the agreement's period.
 */
export function SwapLoanerModal({ agreement, onClose }: Props) {
  return (
    <Modal opened onClose={onClose} title={`Change the loaner of ${agreement.number}`} centered>
      <SwapLoanerForm agreement={agreement} onClose={onClose} />
    </Modal>
  );
}

function SwapLoanerForm({ agreement, onClose }: Props) {
  const shopTime = useShopTime();
  const swap = useSwapLoaner(agreement.id);
  const vehicles = useLoanerVehicles();
  const photos = usePhotoUploads(agreement.id, 'out');
  const [damage, setDamage] = useState<StagedDamage[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [swapped, setSwapped] = useState<Agreement | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      vehicle: null,
      odometer_in: '',
      fuel_in: null,
      odometer_out: '',
      fuel_out: null,
    },
    validate: validateWith(swapSchema, (v: Values) => swapBody(v, damage)),
    onValuesChange: (next, previous) => {
      if (next.odometer_in !== previous.odometer_in) farIn.clear();
      if (next.odometer_out !== previous.odometer_out || next.vehicle !== previous.vehicle)
        farOut.clear();
    },
  });
  const values = form.getValues();
  const others = (vehicles.data ?? []).filter((v) => v.vin !== agreement.vehicle_vin);
  // The new car's reading and the shop's day it was logged, as check-out reads against it.
  const reading = useLoanerReading(values.vehicle).data ?? null;
  const nextLast =
    values.vehicle === null || reading === null
      ? null
      : { reading: reading.reading, recorded_on: reading.at && shopTime.dayOf(reading.at) };
  const farIn = useFarReading(agreement);
  const farOut = useFarReading({ last_odometer: nextLast });

  const send = async (v: Values, confirmed: boolean) => {
    setFailure(null);
    try {
      const body = { ...swapBody(v, damage), ...(confirmed && { odometer_confirmed: true }) };
      const saved = await swap.mutateAsync(body);
      showToast({
        type: 'success',
        title: 'Loaners',
        message: `${saved.number} goes on with ${saved.license_plate || saved.vehicle_vin}`,
      });
      if (damage.some((d) => d.photos.length > 0)) {
        setSwapped(saved);
        await photos.start(damage);
      } else onClose();
    } catch (error) {
      const shown = showServerErrors(form, error);
      farIn.noteRefusal(odometerOf(v.odometer_in), 'odometer_in' in shown.fields);
      farOut.noteRefusal(odometerOf(v.odometer_out), 'odometer_out' in shown.fields);
      setFailure(refusalText(shown, error, SWAP_FAILED));
    }
  };

  if (swapped) {
    return (
      <Stack gap="md">
        <Alert color="teal" title={`${swapped.number} goes on with ${swapped.license_plate}`}>
          The damage photos of the new loaner are being sent.
        </Alert>
        <PhotoUploadList {...photos} />
        <Button onClick={onClose} disabled={photos.running}>
          Done
        </Button>
      </Stack>
    );
  }

  const far = farIn.refused ?? farOut.refused;
  return (
    <form
      onSubmit={form.onSubmit((v) => send(v, false))}
      noValidate
      aria-label={`Change the loaner of ${agreement.number}`}
    >
      <Stack gap="md">
        <Title order={3} size="h4">
          {`Coming back: ${agreement.license_plate || agreement.vehicle_vin}`}
        </Title>
        <Text size="sm" c="dimmed">
          {`Out at ${formatMiles(agreement.odometer_out, { short: true }) ?? '—'} with ${fuelWords(agreement.fuel_out) ?? '—'} fuel`}
        </Text>
        <OdometerInput
          label="Odometer in"
          description={lastReadingText(agreement.last_odometer)}
          {...form.getInputProps('odometer_in')}
        />
        <FuelGauge
          label="Fuel in"
          value={values.fuel_in}
          onChange={(eighths) => form.setFieldValue('fuel_in', eighths)}
          error={form.errors.fuel_in}
        />
        <Title order={3} size="h4">
          Going out
        </Title>
        <Select
          label="New loaner"
          withAsterisk
          searchable
          placeholder={vehicles.isPending ? 'Loading loaners…' : 'Choose a loaner'}
          nothingFoundMessage="No loaner found"
          data={others.map((v) => ({
            value: v.vin,
            label: [v.description || v.vin, v.license_plate].filter(Boolean).join(' · '),
          }))}
          {...form.getInputProps('vehicle')}
        />
        <OdometerInput
          label="Odometer out"
          description={nextLast ? lastReadingText(nextLast) : undefined}
          {...form.getInputProps('odometer_out')}
        />
        <FuelGauge
          label="Fuel out"
          value={values.fuel_out}
          onChange={(eighths) => form.setFieldValue('fuel_out', eighths)}
          error={form.errors.fuel_out}
        />
        <DamageMarker title="Damage on the new loaner" marks={damage} onChange={setDamage} />
        <RefusalAlert title={SWAP_FAILED} failure={failure} />
        {far !== null && (
          <FarReadingConfirm
            reading={far}
            loading={swap.isPending}
            onConfirm={() => void send(form.getValues(), true)}
          />
        )}
        <FormButtons submitLabel="Change loaner" loading={swap.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
