import { checkInSchema, type Agreement, type CheckIn } from '@fleetdesk/contract/loaner-agreements';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../lib/form';
import { formatMiles } from '../../../lib/format';
import { useCheckIn } from '../api/steps';
import { refusalText } from '../agreements/agreement-text';
import { AgreementTotals, ChargesTable } from '../agreements/ChargesTable';
import { instantFromShopClock, useShopTime } from '../../shops';
import { instantOrText } from '../agreements/agreement-form-values';
import { PaperTimeField } from './PaperTimeField';
import { CheckInPreview } from './CheckInPreview';
import { DamageMarker, type StagedDamage } from './DamageMarker';
import { fuelWords } from './fuel';
import { FarReadingConfirm, useFarReading } from './FarReading';
import { FuelGauge } from './FuelGauge';
import { OdometerInput, odometerOf } from './OdometerInput';
import { forgetRefusedStepPhotos, keepStepPhotos } from './kept-photos';
import { PhotoUploadList, usePhotoUploads } from './PhotoUploads';
import { useStepKey, WaitingToSend } from './WaitingToSend';
import { FormButtons, RefusalAlert } from '../agreements/FormParts';

export const CHECK_IN_FAILED = 'Could not check the loaner in';

type Values = { odometer_in: string | number; fuel_in: number | null; checked_in_at: string };

function checkInBody(values: Values, damage: StagedDamage[], timeZone: string): CheckIn {
  return {
    odometer_in: odometerOf(values.odometer_in) ?? '',
    fuel_in: values.fuel_in,
    damage: damage.map(({ zone, kind, note }) => ({ zone, kind, note })),
    // Left empty, the server takes now (and the body stays the same on a resend).
    ...(values.checked_in_at.trim() && {
      checked_in_at: instantOrText(values.checked_in_at, timeZone),
    }),
  };
}

type Props = { agreement: Agreement; onDone: () => void; now?: () => Date };

/** Check-in at the car: readings, new damage, and the charges shown before confirming. */
export function CheckInForm({ agreement, onDone, now = () => new Date() }: Props) {
  const timeZone = useShopTime().zone;
  const checkIn = useCheckIn(agreement.id);
  const key = useStepKey();
  const photos = usePhotoUploads(agreement.id, 'in', key);
  const [damage, setDamage] = useState<StagedDamage[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [returned, setReturned] = useState<Agreement | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { odometer_in: '', fuel_in: null, checked_in_at: '' },
    validate: validateWith(checkInSchema, (v: Values) => checkInBody(v, damage, timeZone)),
    onValuesChange: (next, previous) => {
      if (next.odometer_in !== previous.odometer_in) far.clear();
    },
  });
  const far = useFarReading(agreement);
  const values = form.getValues();
  // The preview bills up to the time recorded on paper, when one is typed.
  const backAt = instantFromShopClock(values.checked_in_at, timeZone);

  const send = async (v: Values, confirmed: boolean) => {
    setFailure(null);
    try {
      await keepStepPhotos({ key, agreementId: agreement.id, stage: 'in' }, damage);
      const body = {
        ...checkInBody(v, damage, timeZone),
        ...(confirmed && { odometer_confirmed: true }),
      };
      setReturned(await checkIn.send({ body, key }));
      await photos.start(damage);
    } catch (error) {
      void forgetRefusedStepPhotos(key, error);
      const shown = showServerErrors(form, error);
      far.noteRefusal(odometerOf(v.odometer_in), 'odometer_in' in shown.fields);
      setFailure(refusalText(shown, error, CHECK_IN_FAILED));
    }
  };
  const submit = form.onSubmit((v) => send(v, false));

  if (returned) {
    return (
      <Stack gap="md">
        <Alert color="teal" title={`${returned.number} is returned`} role="status">
          The charges below are on the customer’s statement.
        </Alert>
        <PhotoUploadList {...photos} />
        <Title order={3} size="h4">
          Charges
        </Title>
        <ChargesTable charges={returned.charges} timeZone={timeZone} />
        <AgreementTotals totals={returned.totals} />
        <Button onClick={onDone} disabled={photos.running}>
          Back to the agreement
        </Button>
      </Stack>
    );
  }

  const odometerOut = formatMiles(agreement.odometer_out, { short: true });
  return (
    <form onSubmit={submit} noValidate aria-label="Check in">
      <Stack gap="lg">
        <Title order={2} size="h3">
          {`Check in ${agreement.number}`}
        </Title>
        <Text size="sm" c="dimmed">
          {`Out at ${odometerOut ?? '—'} with ${fuelWords(agreement.fuel_out) ?? '—'} fuel`}
        </Text>
        <OdometerInput {...form.getInputProps('odometer_in')} />
        <PaperTimeField label="Checked in at" {...form.getInputProps('checked_in_at')} />
        <FuelGauge
          label="Fuel"
          value={values.fuel_in}
          onChange={(eighths) => form.setFieldValue('fuel_in', eighths)}
          error={form.errors.fuel_in}
        />
        <DamageMarker
          title="New damage at check-in"
          marks={damage}
          onChange={setDamage}
          earlier={agreement.damage.filter((d) => d.stage === 'out')}
        />
        <CheckInPreview
          agreement={agreement}
          readings={{
            odometer_in: odometerOf(values.odometer_in),
            fuel_in: values.fuel_in,
          }}
          now={backAt ? new Date(backAt) : now()}
        />
        <RefusalAlert title={CHECK_IN_FAILED} failure={failure} />
        {far.refused !== null && (
          <FarReadingConfirm
            reading={far.refused}
            loading={checkIn.isPending}
            onConfirm={() => void send(form.getValues(), true)}
          />
        )}
        <WaitingToSend waiting={checkIn.waiting} step="check-in" />
        <FormButtons submitLabel="Confirm check-in" loading={checkIn.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
