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
import { IconUpload } from '@tabler/icons-react';
import {
  ATTACHMENT_EXTENSIONS,
  acceptAttribute,
  attachmentUploadFieldsSchema,
} from '@fleetdesk/contract/documents';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api';
import { showToast } from '../../../../lib/toast';
import {
  REGISTRATION_UPLOAD_FAILED,
  useUploadRegistrationDocument,
} from '../../api/upload-registration-document';

const titleFromFile = (file: File) => file.name.replace(/\.[^.]+$/, '');

/** Spec 2, registration modal (edit): upload a document (file, title, notes) with progress. */
export function RegistrationUpload({
  vin,
  registrationId,
}: {
  vin: string;
  registrationId: number;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useUploadRegistrationDocument(vin, registrationId, (p) => setProgress(p.percent));

  const submit = async () => {
    if (file === null) return;
    const fields = attachmentUploadFieldsSchema.safeParse({ title, notes });
    if (!fields.success) {
      const next: Record<string, string> = {};
      for (const issue of fields.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setProgress(0);
    try {
      await upload.mutateAsync({ file, title: fields.data.title, notes: fields.data.notes });
      showToast({
        type: 'success',
        title: 'Registration',
        message: 'Document uploaded successfully',
      });
      setFile(null);
      setTitle('');
      setNotes('');
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const next: Record<string, string> = {};
      for (const [field, messages] of Object.entries(fieldErrors)) next[field] = messages.join(' ');
      setErrors(next);
      const reason =
        error instanceof ApiError && Object.keys(next).length === 0 ? error.message : null;
      showToast({
        type: 'error',
        title: 'Registration',
        message: reason ? `${REGISTRATION_UPLOAD_FAILED}: ${reason}` : REGISTRATION_UPLOAD_FAILED,
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs">
      <FileInput
        label="File"
        placeholder="Choose a PDF or image"
        accept={acceptAttribute(ATTACHMENT_EXTENSIONS)}
        value={file}
        onChange={(next) => {
          setFile(next);
          if (next && title.trim() === '') setTitle(titleFromFile(next));
          setErrors((e) => ({ ...e, file: '' }));
        }}
        error={errors.file || undefined}
        clearable
        leftSection={<IconUpload size={16} aria-hidden />}
      />
      <TextInput
        label="Title"
        value={title}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          setErrors((e) => ({ ...e, title: '' }));
        }}
        error={errors.title || undefined}
      />
      <Textarea
        label="Notes"
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        autosize
        minRows={2}
        error={errors.notes || undefined}
      />
      {progress !== null && (
        <Stack gap={2}>
          <Progress value={progress} animated aria-label="Upload progress" />
          <Text size="xs" c="dimmed">{`${progress}%`}</Text>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button
          variant="light"
          onClick={() => void submit()}
          disabled={file === null}
          loading={upload.isPending}
          leftSection={<IconUpload size={16} aria-hidden />}
        >
          Upload Document
        </Button>
      </Group>
    </Stack>
  );
}
