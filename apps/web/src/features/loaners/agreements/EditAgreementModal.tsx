import { agreementPatchSchema, type Agreement } from '@fleetdesk/contract/loaner-agreements';
import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { usePatchAgreement } from '../api/agreements';
import { termsBody, termsValuesOf, type TermsValues } from './agreement-form-values';
import { refusalText } from './agreement-text';
import { AgreementTermsFields } from './AgreementTermsFields';
import { FormButtons, RefusalAlert } from './FormParts';

export const EDIT_FAILED = 'Could not save the agreement';

type Props = {
  agreement: Agreement;
  timeZone: string;
  /** The rates and the insurer's coverage are shown, not editable, without it (the server agrees). */
  canManageCharges: boolean;
  onClose: () => void;
};

/** The terms and the period of a reservation, while it is still reserved. */
export function EditAgreementModal({ agreement, timeZone, canManageCharges, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  const patch = usePatchAgreement(agreement.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TermsValues>({
    mode: 'controlled',
    initialValues: termsValuesOf(agreement, timeZone),
    validate: validateWith(agreementPatchSchema, (v: TermsValues) => termsBody(v, timeZone)),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await patch.mutateAsync(termsBody(values, timeZone));
      showToast({ type: 'success', title: 'Loaners', message: `${agreement.number} saved` });
      onClose();
    } catch (error) {
      setFailure(refusalText(showServerErrors(form, error), error, EDIT_FAILED));
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Edit ${agreement.number}`}
      size="lg"
      fullScreen={phone}
      centered
    >
      <form onSubmit={submit} noValidate aria-label={`Edit ${agreement.number}`}>
        <Stack gap="sm">
          <RefusalAlert title={EDIT_FAILED} failure={failure} />
          <AgreementTermsFields form={form} ratesReadOnly={!canManageCharges} />
          <FormButtons submitLabel="Save" loading={patch.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
