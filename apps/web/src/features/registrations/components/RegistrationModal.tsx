import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { registrationCreateSchema, type Registration } from '@fleetdesk/contract/registrations';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { registrationLoadErrorText, useRegistration } from '../api/get-registration';
import { REGISTRATION_SAVE_FAILED, useSaveRegistration } from '../api/save-registration';
import { AttachedDocuments } from '../../../lib/ui/AttachedDocuments';
import { AttachmentUpload } from '../../../lib/ui/AttachmentUpload';
import {
  REGISTRATION_UPLOAD_FAILED,
  useUploadRegistrationDocument,
} from '../api/upload-registration-document';
import { moneyText } from '../../../lib/money-input';

type Values = { plate_cost: string | number; expiration_date: string; last_renewed: string };

/** The body as the schema reads it, the plate cost through the money module. */
const bodyOf = (vin: string, values: Values) => ({
  vehicle: vin,
  ...values,
  plate_cost: moneyText(values.plate_cost),
});

type Props = {
  vin: string;
  /** null adds a registration; an id edits it. */
  registrationId: number | null;
  onClose: () => void;
};

function valuesOf(registration: Registration): Values {
  return {
    plate_cost: registration.plate_cost ?? '',
    expiration_date: registration.expiration_date,
    last_renewed: registration.last_renewed ?? '',
  };
}

function RegistrationForm(props: {
  vin: string;
  registration: Registration | null;
  onClose: () => void;
}) {
  const { vin, registration, onClose } = props;
  const save = useSaveRegistration(vin);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: registration
      ? valuesOf(registration)
      : { plate_cost: '', expiration_date: '', last_renewed: '' },
    validate: validateWith(registrationCreateSchema, (values: Values) => bodyOf(vin, values)),
  });

  const submit = form.onSubmit(async (values) => {
    const parsed = registrationCreateSchema.safeParse(bodyOf(vin, values));
    if (!parsed.success) return;
    const { vehicle, ...fields } = parsed.data;
    setFailure(null);
    try {
      await save.mutateAsync(
        registration
          ? { mode: 'edit', id: registration.id, body: fields }
          : { mode: 'add', body: { vehicle, ...fields } },
      );
      showToast({
        type: 'success',
        title: 'Registration',
        message: registration
          ? 'Registration updated successfully'
          : 'Registration added successfully',
      });
      onClose();
    } catch (error) {
      showServerErrors(form, error);
      setFailure(REGISTRATION_SAVE_FAILED);
      showToast({ type: 'error', title: 'Registration', message: REGISTRATION_SAVE_FAILED });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && <Alert color="red" title={failure} />}
        <NumberInput
          label="Plate Cost"
          prefix="$"
          step={0.01}
          decimalScale={2}
          min={0}
          allowNegative={false}
          key={form.key('plate_cost')}
          {...form.getInputProps('plate_cost')}
        />
        <TextInput
          label="Expiration Date"
          type="date"
          withAsterisk
          key={form.key('expiration_date')}
          {...form.getInputProps('expiration_date')}
        />
        <TextInput
          label="Last Renewed"
          type="date"
          key={form.key('last_renewed')}
          {...form.getInputProps('last_renewed')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {registration ? 'Save Registration' : 'Add Registration'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RegistrationUpload({ vin, registrationId }: { vin: string; registrationId: number }) {
  const upload = useUploadRegistrationDocument(vin, registrationId);
  return (
    <AttachmentUpload
      upload={upload.mutateAsync}
      pending={upload.isPending}
      toastTitle="Registration"
      failedMessage={REGISTRATION_UPLOAD_FAILED}
    />
  );
}

/** Spec 2, registration modal: add or edit; editing also uploads and lists documents. */
export function RegistrationModal({ vin, registrationId, onClose }: Props) {
  const editing = registrationId !== null;
  const query = useRegistration(registrationId);
  const errorText = query.isError ? registrationLoadErrorText(query.error) : null;

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? 'Edit Registration' : 'Add Registration'}
      centered
      size="lg"
    >
      {!editing ? (
        <Stack gap="md">
          <RegistrationForm vin={vin} registration={null} onClose={onClose} />
          <Text size="sm" c="dimmed">
            Save the registration first; documents can then be uploaded by editing it.
          </Text>
        </Stack>
      ) : errorText ? (
        <Alert color="red" title={errorText}>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={onClose}>
            Close
          </Button>
        </Alert>
      ) : !query.data ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading registration">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <Stack gap="md">
          <RegistrationForm vin={vin} registration={query.data} onClose={onClose} />
          <Divider />
          <Title order={4}>Documents</Title>
          <AttachedDocuments documents={query.data.documents} />
          <Title order={5}>Upload a document</Title>
          <RegistrationUpload vin={vin} registrationId={query.data.id} />
        </Stack>
      )}
    </Modal>
  );
}
