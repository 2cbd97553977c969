import {
  checkOutSchema,
  counterCheckOutSchema,
  type Agreement,
  type CheckOut,
} from '@fleetdesk/contract/loaner-agreements';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useShopTime } from '../../shops';
import { showServerErrors, validateWith } from '../../../lib/form';
import { useCheckOut } from '../api/steps';
import { useLoanerSettings } from '../api/settings';
import { refusalText } from '../agreements/agreement-text';
import { DamageMarker, type StagedDamage } from './DamageMarker';
import { instantOrText } from '../agreements/agreement-form-values';
import { FarReadingConfirm, useFarReading } from './FarReading';
import { PaperTimeField } from './PaperTimeField';
import { FuelGauge } from './FuelGauge';
import { lastReadingText, OdometerInput, odometerOf } from './OdometerInput';
import { forgetRefusedStepPhotos, keepStepPhotos } from './kept-photos';
import { PhotoUploadList, usePhotoUploads } from './PhotoUploads';
import { useStepKey, WaitingToSend } from './WaitingToSend';
import { SignatureField } from '../../../lib/ui/SignatureField';
import { FormButtons, RefusalAlert } from '../agreements/FormParts';

export const CHECK_OUT_FAILED = 'Could not check the loaner out';

type Values = {
  odometer_out: string | number;
  fuel_out: number | null;
  signature: string | null;
  signed_name: string;
  checked_out_at: string;
};

/** Signed through the e-mailed link: the counter sends no signature (the server uses the customer's). */
function checkOutBody(
  values: Values,
  damage: StagedDamage[],
  timeZone: string,
  signedRemotely: boolean,
): CheckOut {
  const body = {
    odometer_out: odometerOf(values.odometer_out) ?? '',
    fuel_out: values.fuel_out,
    damage: damage.map(({ zone, kind, note }) => ({ zone, kind, note })),
    // Left empty, the server takes now (and the body stays the same on a resend).
    ...(values.checked_out_at.trim() && {
      checked_out_at: instantOrText(values.checked_out_at, timeZone),
    }),
  };
  if (signedRemotely) return body;
  return { ...body, signature: values.signature ?? '', signed_name: values.signed_name };
}

type Props = { agreement: Agreement; onDone: () => void };

/** Check-out at the car, on a phone: reading, damage, the terms, the customer's signature. */
export function CheckOutForm({ agreement, onDone }: Props) {
  const timeZone = useShopTime().zone;
  const checkOut = useCheckOut(agreement.id);
  const key = useStepKey();
  const settings = useLoanerSettings();
  const photos = usePhotoUploads(agreement.id, 'out', key);
  const [damage, setDamage] = useState<StagedDamage[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [signed, setSigned] = useState<Agreement | null>(null);
  const shopTime = useShopTime();
  const remote = agreement.signed_remotely_at;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      odometer_out: '',
      fuel_out: null,
      signature: null,
      signed_name: agreement.customer_name,
      checked_out_at: '',
    },
    validate: validateWith(remote ? checkOutSchema : counterCheckOutSchema, (v: Values) =>
      checkOutBody(v, damage, timeZone, remote !== null),
    ),
    onValuesChange: (values, previous) => {
      if (values.odometer_out !== previous.odometer_out) far.clear();
    },
  });
  const far = useFarReading(agreement);

  const send = async (values: Values, confirmed: boolean) => {
    setFailure(null);
    try {
      await keepStepPhotos({ key, agreementId: agreement.id, stage: 'out' }, damage);
      const body = {
        ...checkOutBody(values, damage, timeZone, remote !== null),
        ...(confirmed && { odometer_confirmed: true }),
      };
      const saved = await checkOut.send({ body, key });
      setSigned(saved);
      await photos.start(damage);
    } catch (error) {
      void forgetRefusedStepPhotos(key, error);
      const shown = showServerErrors(form, error);
      far.noteRefusal(odometerOf(values.odometer_out), 'odometer_out' in shown.fields);
      setFailure(refusalText(shown, error, CHECK_OUT_FAILED));
    }
  };
  const submit = form.onSubmit((values) => send(values, false));

  if (signed) {
    return (
      <Stack gap="md">
        <Alert color="teal" title={`${signed.number} is out`} role="status">
          {`${signed.customer_name} has the ${signed.vehicle_description}.`}
        </Alert>
        <PhotoUploadList {...photos} />
        {signed.agreement_document && (
          <Anchor
            href={signed.agreement_document.file_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Group gap={6}>
              <IconFileText size={18} aria-hidden />
              Signed agreement
            </Group>
          </Anchor>
        )}
        <Button onClick={onDone} disabled={photos.running}>
          Back to the agreement
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Check out">
      <Stack gap="lg">
        <Title order={2} size="h3">
          {`Check out ${agreement.number}`}
        </Title>
        <Text size="sm" c="dimmed">
          {`${agreement.vehicle_description} · ${agreement.license_plate} · ${agreement.customer_name}`}
        </Text>
        <OdometerInput
          description={lastReadingText(agreement.last_odometer)}
          {...form.getInputProps('odometer_out')}
        />
        <PaperTimeField label="Checked out at" {...form.getInputProps('checked_out_at')} />
        <FuelGauge
          label="Fuel"
          value={form.getValues().fuel_out}
          onChange={(eighths) => form.setFieldValue('fuel_out', eighths)}
          error={form.errors.fuel_out}
        />
        <DamageMarker title="Damage at check-out" marks={damage} onChange={setDamage} />
        <Stack gap={4}>
          <Title order={3} size="h4">
            Agreement terms
          </Title>
          {settings.isPending ? (
            <Skeleton height={120} />
          ) : (
            <Paper withBorder p="sm" radius="md">
              <ScrollArea.Autosize mah={220} type="auto">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {settings.data?.agreement_terms || 'No terms are set for this shop.'}
                </Text>
              </ScrollArea.Autosize>
            </Paper>
          )}
        </Stack>
        {remote ? (
          <Alert color="teal" title="Signed before coming">
            {`Signed remotely at ${shopTime.dateTime(remote) ?? remote}: no signature is needed here.`}
          </Alert>
        ) : (
          <>
            <SignatureField
              onChange={(signature) => form.setFieldValue('signature', signature)}
              error={form.errors.signature}
            />
            <TextInput label="Signed by" withAsterisk {...form.getInputProps('signed_name')} />
          </>
        )}
        <RefusalAlert title={CHECK_OUT_FAILED} failure={failure} />
        {far.refused !== null && (
          <FarReadingConfirm
            reading={far.refused}
            loading={checkOut.isPending}
            onConfirm={() => void send(form.getValues(), true)}
          />
        )}
        <WaitingToSend waiting={checkOut.waiting} step="check-out" />
        <FormButtons
          submitLabel="Confirm check-out"
          loading={checkOut.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
