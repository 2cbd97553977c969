import {
  Button,
  FileInput,
  Group,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import {
  ATTACHMENT_EXTENSIONS,
  acceptAttribute,
  attachmentUploadFieldsSchema,
} from '@fleetdesk/contract/documents';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { showServerErrors, validateWith } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import {
  REGISTRATION_UPLOAD_FAILED,
  useUploadRegistrationDocument,
} from '../api/upload-registration-document';

const titleFromFile = (file: File) => file.name.replace(/\.[^.]+$/, '');

type Values = { file: File | null; title: string; notes: string };
const INITIAL: Values = { file: null, title: '', notes: '' };

/** Spec 2, registration modal (edit): upload a document (file, title, notes) with progress. */
export function RegistrationUpload({
  vin,
  registrationId,
}: {
  vin: string;
  registrationId: number;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadRegistrationDocument(vin, registrationId, (p) => setProgress(p.percent));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: INITIAL,
    validate: validateWith(attachmentUploadFieldsSchema),
    onValuesChange: (values, previous) => {
      // A chosen file names the document until the user gives it a title.
      if (values.file && values.file !== previous.file && values.title.trim() === '') {
        form.setFieldValue('title', titleFromFile(values.file));
      }
    },
  });

  const submit = form.onSubmit(async ({ file, ...values }) => {
    if (file === null) return;
    const fields = attachmentUploadFieldsSchema.parse(values);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, title: fields.title, notes: fields.notes });
      showToast({
        type: 'success',
        title: 'Registration',
        message: 'Document uploaded successfully',
      });
      form.reset();
    } catch (error) {
      showServerErrors(form, error);
      const reason =
        error instanceof ApiError && Object.keys(error.fieldErrors).length === 0
          ? error.message
          : null;
      showToast({
        type: 'error',
        title: 'Registration',
        message: reason ? `${REGISTRATION_UPLOAD_FAILED}: ${reason}` : REGISTRATION_UPLOAD_FAILED,
      });
    } finally {
      setProgress(null);
    }
  });

  return (
    <Stack gap="xs">
      <FileInput
        label="File"
        placeholder="Choose a PDF or image"
        accept={acceptAttribute(ATTACHMENT_EXTENSIONS)}
        clearable
        leftSection={<IconUpload size={16} aria-hidden />}
        {...form.getInputProps('file')}
      />
      <TextInput label="Title" {...form.getInputProps('title')} />
      <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
      {progress !== null && (
        <Stack gap={2}>
          <Progress value={progress} animated aria-label="Upload progress" />
          <Text size="xs" c="dimmed">{`${progress}%`}</Text>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button
          variant="light"
          onClick={() => submit()}
          disabled={form.getValues().file === null}
          loading={upload.isPending}
          leftSection={<IconUpload size={16} aria-hidden />}
        >
          Upload Document
        </Button>
      </Group>
    </Stack>
  );
}
