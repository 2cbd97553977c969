import type { VehicleDocument } from '@fleetdesk/contract/documents';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { DOCUMENT_EXPIRY_LABELS, documentExpiry } from '@fleetdesk/contract/rules/document-expiry';
import type { ReactNode } from 'react';
import { formatDate, formatFileSize } from '../../../lib/format';
import { useShopToday } from '../../shops';

/** The signed link with `download=1`, which makes the server send it as an attachment. */
export function downloadUrl(fileUrl: string): string {
  return `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}download=1`;
}

/** When it expires, and in words whether it has or soon will (on the shop's today). */
function ExpiryLine({ expiresOn }: { expiresOn: string }) {
  const today = useShopToday();
  const expiry = today ? documentExpiry(expiresOn, today) : null;
  return (
    <Group gap="xs">
      <Text size="sm">{`Expires ${formatDate(expiresOn) ?? expiresOn}`}</Text>
      {expiry && (
        <Badge color={expiry === 'expired' ? 'red' : 'orange'} variant="light">
          {DOCUMENT_EXPIRY_LABELS[expiry]}
        </Badge>
      )}
    </Group>
  );
}

type Props = {
  document: VehicleDocument;
  /** Shown with manage documents; asks for confirmation before deleting. */
  onDelete?: (document: VehicleDocument) => void;
  deleting?: boolean;
  /** Shown with manage documents: sets, changes or clears the expiry. */
  expiryEditor?: ReactNode;
};

/** Spec 2 section 2, Documents: title, type, size, date, PDF/Image badge, notes; View, Download, Delete. */
export function DocumentCard({ document, onDelete, deleting = false, expiryEditor }: Props) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={document.title}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600} lineClamp={2}>
            {document.title}
          </Text>
          <Group gap={4} wrap="nowrap">
            {document.is_pdf && (
              <Badge color="red" variant="light">
                PDF
              </Badge>
            )}
            {document.is_image && (
              <Badge color="blue" variant="light">
                Image
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap="xs">
          <Badge color="gray" variant="outline">
            {document.document_type_display}
          </Badge>
          <Text size="sm" c="dimmed">
            {`${formatFileSize(document.file_size)} · ${formatDate(document.created_at) ?? '—'}`}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" truncate="end" title={document.original_filename}>
          {document.original_filename}
        </Text>
        {document.expires_on && <ExpiryLine expiresOn={document.expires_on} />}
        {document.notes && <Text size="sm">{document.notes}</Text>}
        <Group gap="xs" mt="auto" wrap="nowrap">
          <Button
            component="a"
            href={document.file_url}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="light"
            leftSection={<IconExternalLink size={14} aria-hidden />}
            aria-label={`View ${document.title}`}
          >
            View
          </Button>
          <Button
            component="a"
            href={downloadUrl(document.file_url)}
            download={document.original_filename}
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={`Download ${document.title}`}
          >
            Download
          </Button>
          {expiryEditor}
          {onDelete && (
            <Tooltip label="Delete">
              <ActionIcon
                ml="auto"
                color="red"
                variant="subtle"
                onClick={() => onDelete(document)}
                loading={deleting}
                aria-label={`Delete ${document.title}`}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
