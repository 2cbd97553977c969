import type { VehicleDocument } from '@fleetdesk/contract/documents';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { failureDetail } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { DateField } from '../../../lib/ui/DateField';
import {
  DOCUMENT_EXPIRY_FAILED,
  DOCUMENT_EXPIRY_SAVED,
  useUpdateDocument,
} from '../api/update-document';

/**
 * Issue 34 §5: a document's expiry set or changed after its upload (a renewed permit, a date
 * missed at upload), or cleared: it then no longer expires and is not reminded.
 */
export function DocumentExpiryEditor({
  vin,
  document,
}: {
  vin: string;
  document: VehicleDocument;
}) {
  const [opened, setOpened] = useState(false);
  const [day, setDay] = useState<string | null>(document.expires_on);
  const update = useUpdateDocument(vin);
  const save = () =>
    update.mutate(
      { id: document.id, patch: { expires_on: day } },
      {
        onSuccess: () => {
          showToast({ type: 'success', title: 'Document updated', message: DOCUMENT_EXPIRY_SAVED });
          setOpened(false);
        },
        onError: (error) =>
          showToast({
            type: 'error',
            title: DOCUMENT_EXPIRY_FAILED,
            message: failureDetail(error, 'Please try again.'),
          }),
      },
    );
  const open = () => {
    setDay(document.expires_on);
    setOpened(true);
  };
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconCalendarEvent size={14} aria-hidden />}
        aria-label={`Expiry of ${document.title}`}
        onClick={open}
      >
        Expiry
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Expiry of ${document.title}`}>
        <Stack gap="sm">
          <DateField
            label="Expires on"
            description="Cleared, the document does not expire and is not reminded."
            placeholder="Does not expire"
            clearable
            value={day}
            onChange={(value) => setDay(value || null)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button onClick={save} loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
