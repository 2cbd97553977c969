import { ATTACHMENT_EXTENSIONS, acceptAttribute } from '@fleetdesk/contract/documents';
import {
  CUSTOMER_DOCUMENT_TYPES,
  CUSTOMER_DOCUMENT_TYPE_LABELS,
  type CustomerDocumentType,
} from '@fleetdesk/contract/loaners';
import { Alert, Button, FileInput, Group, Progress, Stack } from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { failureDetail } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { CUSTOMER_UPLOAD_FAILED, useUploadCustomerDocument } from '../api/customers';

const TYPE_OPTIONS = CUSTOMER_DOCUMENT_TYPES.map((value) => ({
  value,
  label: CUSTOMER_DOCUMENT_TYPE_LABELS[value],
}));

/**
 * A photo of the licence or the insurance card, or another paper: on a phone the file input
 * offers the back camera (`capture="environment"`), elsewhere a file.
 */
export function CustomerDocumentUpload({ customerId }: { customerId: number }) {
  const upload = useUploadCustomerDocument();
  const [documentType, setDocumentType] = useState<CustomerDocumentType>('licence');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    if (file === null) return;
    setFailure(null);
    setProgress(0);
    try {
      await upload.mutateAsync({
        customerId,
        file,
        documentType,
        onProgress: (p) => setProgress(p.percent),
      });
      showToast({ type: 'success', title: 'Customer', message: 'Document uploaded successfully' });
      setFile(null);
    } catch (error) {
      setFailure(failureDetail(error, CUSTOMER_UPLOAD_FAILED));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs">
      {failure && (
        <Alert color="red" title={CUSTOMER_UPLOAD_FAILED}>
          {failure}
        </Alert>
      )}
      <Group align="flex-end" gap="sm" grow preventGrowOverflow={false}>
        <Select
          label="Document"
          data={TYPE_OPTIONS}
          value={documentType}
          allowDeselect={false}
          onChange={(value) => value && setDocumentType(value as CustomerDocumentType)}
        />
        <FileInput
          label="Photo or file"
          placeholder="Take a photo or choose a file"
          accept={`image/*,${acceptAttribute(ATTACHMENT_EXTENSIONS)}`}
          capture="environment"
          clearable
          leftSection={<IconCamera size={16} aria-hidden />}
          value={file}
          onChange={setFile}
        />
      </Group>
      {progress !== null && <Progress value={progress} animated aria-label="Upload progress" />}
      <Group justify="flex-end">
        <Button
          variant="light"
          onClick={() => void send()}
          disabled={file === null}
          loading={upload.isPending}
          leftSection={<IconUpload size={16} aria-hidden />}
        >
          Upload
        </Button>
      </Group>
    </Stack>
  );
}
