import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  type VehicleDocument,
} from '@fleetdesk/contract/documents';
import { Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { openAppModal } from '../../../lib/modals';
import { showToast } from '../../../lib/toast';
import {
  DOCUMENT_DELETE_CONFIRM,
  DOCUMENT_DELETE_FAILED,
  DOCUMENT_DELETED,
  useDeleteDocument,
} from '../api/delete-document';
import { DOCUMENTS_FETCH_FAILED, useDocuments } from '../api/get-documents';
import { failureDetail } from '../../../lib/form';
import { canDo } from '../../../lib/permissions';
import type { VehicleTabProps } from '../../vehicles';
import { RecordHistoryPanel } from '../../../lib/ui/RecordHistoryPanel';
import { DocumentCard } from './DocumentCard';
import { DocumentExpiryEditor } from './DocumentExpiryEditor';
import { UploadDocumentForm } from './UploadDocumentForm';

const ALL_TYPES = 'all';
const FILTER_OPTIONS = [
  { value: ALL_TYPES, label: 'All Types' },
  ...DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_TYPE_LABELS[value] })),
];
const SEARCH_DELAY_MS = 300;

const isDocumentType = (value: string): value is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value);

/** The Documents tab: search, type filter, upload (manage documents) and document cards. */
export function DocumentsTab(props: VehicleTabProps) {
  const { vin } = props;
  const canManage = canDo(props, 'canManageDocuments');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const query = useDocuments(vin, { documentType, search: debouncedSearch });
  const deletion = useDeleteDocument(vin);

  const filtered = documentType !== '' || debouncedSearch !== '';

  const confirmDelete = (document: VehicleDocument) => {
    openAppModal({
      type: 'confirm',
      title: 'Delete document',
      message: DOCUMENT_DELETE_CONFIRM,
      confirmLabel: 'Delete',
      onConfirm: () =>
        deletion.mutate(document.id, {
          onSuccess: () =>
            showToast({ type: 'success', title: 'Document deleted', message: DOCUMENT_DELETED }),
          onError: (error) =>
            showToast({
              type: 'error',
              title: DOCUMENT_DELETE_FAILED,
              message: failureDetail(error, 'Please try again.'),
            }),
        }),
    });
  };

  return (
    <Stack gap="md">
      {canManage && <UploadDocumentForm vin={vin} />}
      <RecordHistoryPanel
        query={query}
        title="Documents"
        actions={
          <Group gap="sm" wrap="wrap">
            <TextInput
              aria-label="Search documents"
              placeholder="Search documents"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Select
              aria-label="Filter by document type"
              data={FILTER_OPTIONS}
              allowDeselect={false}
              value={documentType === '' ? ALL_TYPES : documentType}
              onChange={(value) => setDocumentType(value && isDocumentType(value) ? value : '')}
              w={180}
            />
          </Group>
        }
        loadingLabel="Loading documents"
        errorMessage={DOCUMENTS_FETCH_FAILED}
        empty={{
          title: 'No documents found',
          description: filtered
            ? 'No documents match the search or type filter.'
            : 'Titles, registrations, insurance cards and other papers uploaded for this vehicle appear here.',
        }}
        noun="documents"
        renderRecords={(documents) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            // The previous results stay while a new search or filter loads.
            aria-busy={query.isPlaceholderData}
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
          >
            {documents.map((document) => (
              <DocumentCard
                key={document.id}
                document={document}
                onDelete={canManage ? confirmDelete : undefined}
                deleting={deletion.isPending && deletion.variables === document.id}
                expiryEditor={
                  canManage ? <DocumentExpiryEditor vin={vin} document={document} /> : undefined
                }
              />
            ))}
          </SimpleGrid>
        )}
      />
    </Stack>
  );
}
