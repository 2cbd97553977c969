import {
  acceptAttribute,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  documentUploadFieldsSchema,
  type DocumentType,
} from '@fleetdesk/contract/documents';
import {
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import {
  DOCUMENT_UPLOAD_FAILED,
  DOCUMENT_UPLOADED,
  useUploadDocument,
} from '../api/upload-document';
import { failureDetail, showServerErrors, validateWith } from '../../../lib/form';
import { DateField } from '../../../lib/ui/DateField';
import { documentFileError } from './document-file-check';

const fieldsSchema = documentUploadFieldsSchema.omit({ vehicle: true });

type Values = {
  document_type: DocumentType | null;
  title: string;
  notes: string;
  /** `YYYY-MM-DD`; empty: it does not expire. */
  expires_on: string;
  file: File | null;
};
// The type select holds null until chosen; the schema then says a type is required.
const validateFields = validateWith(fieldsSchema, (values: Values) => ({
  ...values,
  document_type: values.document_type ?? '',
}));
const INITIAL: Values = { document_type: null, title: '', notes: '', expires_on: '', file: null };
const TYPE_OPTIONS = DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_TYPE_LABELS[value] }));
const ACCEPT = acceptAttribute(DOCUMENT_EXTENSIONS);

/** Spec 2 sections 2 and 5: document type, title and file required; notes optional; progress shown. */
export function UploadDocumentForm({ vin }: { vin: string }) {
  const mutation = useUploadDocument(vin);
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: INITIAL,
    validate: (values) => {
      const errors = validateFields(values);
      const fileError = documentFileError(values.file);
      return fileError ? { ...errors, file: fileError } : errors;
    },
  });

  const onValid = (values: Values) => {
    const parsed = fieldsSchema.safeParse(values);
    if (!parsed.success || !values.file) return;
    setPercent(0);
    mutation.mutate(
      { vehicle: vin, ...parsed.data, file: values.file, onProgress: (p) => setPercent(p.percent) },
      {
        onSuccess: () => {
          form.reset();
          showToast({ type: 'success', title: 'Document uploaded', message: DOCUMENT_UPLOADED });
        },
        onError: (error) => {
          showServerErrors(form, error);
          showToast({
            type: 'error',
            title: DOCUMENT_UPLOAD_FAILED,
            message: failureDetail(error, 'Please try again.'),
          });
        },
        onSettled: () => setPercent(null),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit(onValid)} noValidate aria-label="Upload document">
        <Stack gap="sm">
          <Title order={4}>Upload Document</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Document Type"
              required
              data={TYPE_OPTIONS}
              placeholder="Select a type"
              {...form.getInputProps('document_type')}
            />
            <TextInput label="Title" required {...form.getInputProps('title')} />
            <FileInput
              label="File"
              required
              clearable
              accept={ACCEPT}
              placeholder="Choose a file"
              // The placeholder is text in a button here, so it must meet text contrast.
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              {...form.getInputProps('file')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Accepted: PDF, JPG, PNG, GIF, Word (DOC, DOCX) and Excel (XLS, XLSX), at most 20 MB.
          </Text>
          <DateField
            label="Expires on"
            description="For an inspection, a certificate or a permit: reminded before it expires."
            placeholder="Does not expire"
            clearable
            maw={320}
            {...form.getInputProps('expires_on')}
            value={form.values.expires_on || null}
            onChange={(day) => form.setFieldValue('expires_on', day ?? '')}
          />
          <Textarea label="Notes" rows={2} {...form.getInputProps('notes')} />
          {percent !== null && (
            <Stack gap={4}>
              <Progress value={percent} aria-label="Upload progress" animated={percent < 100} />
              <Text size="xs" c="dimmed" aria-live="polite">
                {`Uploading… ${percent}%`}
              </Text>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={mutation.isPending}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
