import { agreementCreateSchema, type Agreement } from '@fleetdesk/contract/loaner-agreements';
import type { LoanerSettings } from '@fleetdesk/contract/loaners';
import { Modal, Select, Skeleton, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showServerErrors, validateWith } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { useCreateAgreement, useLoanerSettings, useLoanerVehicles } from '../api/agreements';
import {
  reserveBody,
  reserveInitialValues,
  type ReservePrefill,
  type ReserveValues,
} from './agreement-form-values';
import { AgreementTermsFields } from './AgreementTermsFields';
import { agreementPath, refusalText } from './agreement-text';
import { CustomerSelect } from './CustomerSelect';
import { useShopClockReady, useShopTimeZone } from './shop-time';
import { FormButtons, RefusalAlert } from './FormParts';

export const RESERVE_FAILED = 'Could not reserve the loaner';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** From a free slot on the board: the loaner and the start. */
  prefill?: ReservePrefill;
  /** After a reservation; by default the agreement's page opens. */
  onReserved?: (agreement: Agreement) => void;
  /** The customers screen's add form, for a borrower not yet on file. */
  onAddCustomer?: () => void;
};

/** Reserve a loaner for a repair order: a modal, full screen on a phone. */
export function ReserveAgreementForm({ opened, onClose, prefill = {}, ...rest }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  const settings = useLoanerSettings();
  const clockReady = useShopClockReady();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Reserve a loaner"
      size="lg"
      fullScreen={phone}
      centered
    >
      {settings.isPending || !clockReady ? (
        <Stack role="status" aria-label="Loading the loaner settings">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <ReserveFields settings={settings.data} prefill={prefill} onClose={onClose} {...rest} />
      )}
    </Modal>
  );
}

function ReserveFields({
  settings,
  prefill,
  onClose,
  onReserved,
  onAddCustomer,
}: Omit<Props, 'opened'> & { settings: LoanerSettings | undefined; prefill: ReservePrefill }) {
  const timeZone = useShopTimeZone();
  const navigate = useNavigate();
  const vehicles = useLoanerVehicles();
  const create = useCreateAgreement();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReserveValues>({
    mode: 'controlled',
    initialValues: reserveInitialValues(settings, prefill, timeZone),
    validate: validateWith(agreementCreateSchema, (v: ReserveValues) => reserveBody(v, timeZone)),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const agreement = await create.mutateAsync(reserveBody(values, timeZone));
      showToast({ type: 'success', title: 'Loaners', message: `${agreement.number} reserved` });
      onClose();
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
          value={form.getValues().customer}
          onChange={(value) => form.setFieldValue('customer', value)}
          error={form.errors.customer}
          onAddCustomer={onAddCustomer}
        />
        <AgreementTermsFields form={form} />
        <FormButtons submitLabel="Reserve" loading={create.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
