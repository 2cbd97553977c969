import { agreementCreateSchema, type Agreement } from '@fleetdesk/contract/loaner-agreements';
import type { LoanerSettings } from '@fleetdesk/contract/loaners';
import { Modal, Skeleton, Stack } from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showServerErrors, validateWith } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { useCreateAgreement, useLoanerVehicles } from '../api/agreements';
import { useLoanerSettings } from '../api/settings';
import {
  reserveBody,
  reserveInitialValues,
  type ReservePrefill,
  type ReserveValues,
} from './agreement-form-values';
import { AgreementTermsFields } from './AgreementTermsFields';
import { agreementPath, refusalText } from './agreement-text';
import { CustomerSelect } from './CustomerSelect';
import { useShopTime } from '../../shops';
import { FormButtons, RefusalAlert } from './FormParts';

export const RESERVE_FAILED = 'Could not reserve the loaner';

type Props = {
  /** From a free slot on the board: the loaner and the start. */
  prefill?: ReservePrefill;
  onCancel: () => void;
  /** After a reservation; by default the agreement's page opens. */
  onReserved?: (agreement: Agreement) => void;
};

/**
 * Reserve a loaner for a repair order, at the settings' rates, once the settings and the shop's
 * clock are known (the page at /loaners/agreements/new, or ReserveAgreementModal).
 */
export function ReserveAgreementForm({ prefill = {}, ...rest }: Props) {
  const settings = useLoanerSettings();
  const clockReady = useShopTime().ready;
  if (settings.isPending || !clockReady) {
    return (
      <Stack role="status" aria-label="Loading the loaner settings">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  return <ReserveFields settings={settings.data} prefill={prefill} {...rest} />;
}

/** The same form in a modal, full screen on a phone. */
export function ReserveAgreementModal({
  opened,
  onClose,
  ...rest
}: Omit<Props, 'onCancel'> & { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Reserve a loaner"
      size="lg"
      fullScreen={phone}
      centered
    >
      <ReserveAgreementForm
        {...rest}
        onCancel={onClose}
        onReserved={(agreement) => {
          onClose();
          if (rest.onReserved) rest.onReserved(agreement);
          else void navigate(agreementPath(agreement.id));
        }}
      />
    </Modal>
  );
}

function ReserveFields({
  settings,
  prefill,
  onCancel,
  onReserved,
}: Props & { settings: LoanerSettings | undefined; prefill: ReservePrefill }) {
  const timeZone = useShopTime().zone;
  const navigate = useNavigate();
  const vehicles = useLoanerVehicles();
  const create = useCreateAgreement();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReserveValues>({
    mode: 'controlled',
    initialValues: reserveInitialValues(settings, prefill, timeZone, new Date()),
    validate: validateWith(agreementCreateSchema, (v: ReserveValues) => reserveBody(v, timeZone)),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const agreement = await create.mutateAsync(reserveBody(values, timeZone));
      showToast({ type: 'success', title: 'Loaners', message: `${agreement.number} reserved` });
      if (onReserved) onReserved(agreement);
      else void navigate(agreementPath(agreement.id));
    } catch (error) {
      // What the user typed stays; the refusal is said in words, under a field when it has one.
      const shown = showServerErrors(form, error);
      setFailure(refusalText(shown, error, RESERVE_FAILED));
    }
  });

  const vehicleOptions = (vehicles.data ?? []).map((v) => ({
    value: v.vin,
    label: [v.description || v.vin, v.license_plate].filter(Boolean).join(' · '),
  }));

  return (
    <form onSubmit={submit} noValidate aria-label="Reserve a loaner">
      <Stack gap="sm">
        <RefusalAlert title={RESERVE_FAILED} failure={failure} />
        <Select
          label="Loaner"
          withAsterisk
          searchable
          placeholder={vehicles.isPending ? 'Loading loaners…' : 'Choose a loaner'}
          nothingFoundMessage="No loaner found"
          data={vehicleOptions}
          {...form.getInputProps('vehicle')}
        />
        <CustomerSelect
          initial={
            prefill.customer && {
              value: String(prefill.customer.id),
              label: prefill.customer.name,
            }
          }
          value={form.getValues().customer}
          onChange={(value) => form.setFieldValue('customer', value)}
          error={form.errors.customer}
        />
        <AgreementTermsFields form={form} />
        <FormButtons submitLabel="Reserve" loading={create.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
