import type { CustomerDocument } from '@fleetdesk/contract/loaners';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, formatFileSize } from '../../../lib/format';
import { CustomerDocumentUpload } from './CustomerDocumentUpload';

type Props = {
  customerId: number;
  documents: readonly CustomerDocument[];
  canUpload: boolean;
};

/** The customer's papers (licence, insurance card, other) with their signed links, and an upload. */
export function CustomerDocuments({ customerId, documents, canUpload }: Props) {
  return (
    <Stack gap="sm">
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          No licence or insurance card on file yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {documents.map((doc) => (
            <Paper key={doc.id} withBorder radius="sm" p="xs" component="li">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {doc.document_type_display}
                    </Text>
                    <Badge size="xs" variant="light" color={doc.is_pdf ? 'red' : 'blue'}>
                      {doc.is_pdf ? 'PDF' : 'Image'}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {`${doc.original_filename} · ${formatFileSize(doc.file_size)} · ${formatDate(doc.created_at) ?? ''}`}
                  </Text>
                </Stack>
                <Anchor
                  href={doc.file_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  aria-label={`View ${doc.document_type_display} (${doc.original_filename})`}
                >
                  View
                </Anchor>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {canUpload && <CustomerDocumentUpload customerId={customerId} />}
    </Stack>
  );
}
