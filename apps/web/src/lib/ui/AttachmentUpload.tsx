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
import { ApiError } from '../api';
import { showServerErrors, validateWith } from '../form';
import { showToast } from '../toast';
import type { UploadProgress } from '../upload';

/** What an attachment upload sends (file, title, notes), with a progress callback. */
export type AttachmentUploadInput = {
  file: File;
  title: string;
  notes: string;
  onProgress: (progress: UploadProgress) => void;
};

const titleFromFile = (file: File) => file.name.replace(/\.[^.]+$/, '');

type Values = { file: File | null; title: string; notes: string };
const INITIAL: Values = { file: null, title: '', notes: '' };

type Props = {
  /** Sends the upload (a mutation's mutateAsync). */
  upload: (input: AttachmentUploadInput) => Promise<unknown>;
  pending: boolean;
  /** The toasts' title ('Registration', 'Insurance'). */
  toastTitle: string;
  failedMessage: string;
};

/**
 * Spec 2, registration and insurance modals (edit): upload a PDF or image with a title and
 * notes, with progress; the button is disabled until a file is chosen.
 */
export function AttachmentUpload({ upload, pending, toastTitle, failedMessage }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
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
      await upload({
        file,
        title: fields.title,
        notes: fields.notes,
        onProgress: (p) => setProgress(p.percent),
      });
      showToast({ type: 'success', title: toastTitle, message: 'Document uploaded successfully' });
      form.reset();
    } catch (error) {
      showServerErrors(form, error);
      const reason =
        error instanceof ApiError && Object.keys(error.fieldErrors).length === 0
          ? error.message
          : null;
      showToast({
        type: 'error',
        title: toastTitle,
        message: reason ? `${failedMessage}: ${reason}` : failedMessage,
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
          loading={pending}
          leftSection={<IconUpload size={16} aria-hidden />}
        >
          Upload Document
        </Button>
      </Group>
    </Stack>
  );
}
