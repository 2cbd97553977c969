import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { VehicleDocument } from '@fleetdesk/contract/documents';
import { formatDate, formatFileSize } from '../format';

/**
 * Spec 2, registration and insurance modals: a record's documents with size, date, a PDF or
 * Image badge and a View link.
 */
export function AttachedDocuments({ documents }: { documents: VehicleDocument[] }) {
  if (documents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No documents uploaded yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {documents.map((doc) => (
        <Paper key={doc.id} withBorder radius="sm" p="xs" component="li">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500} truncate>
                  {doc.title}
                </Text>
                {doc.is_pdf && (
                  <Badge size="xs" color="red" variant="light">
                    PDF
                  </Badge>
                )}
                {doc.is_image && (
                  <Badge size="xs" color="blue" variant="light">
                    Image
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {`${formatFileSize(doc.file_size)} · ${formatDate(doc.created_at) ?? ''}`}
              </Text>
            </Stack>
            <Anchor
              href={doc.file_url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`View ${doc.title}`}
            >
              View
            </Anchor>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
