import type { InspectionForm } from '@fleetdesk/contract/inspections';
import { INSPECTION_ITEM_KIND_LABELS } from '@fleetdesk/contract/inspections';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { failureDetail } from '../../../lib/form';
import { openAppModal } from '../../../lib/modals';
import { showToast } from '../../../lib/toast';
import { CardList, CardListItem } from '../../../lib/ui/CardList';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { useVehicleTypes } from '../../vehicles';
import { useDeleteInspectionForm, useInspectionForms } from '../api/inspection-forms';
import { FormEditor } from '../components/FormEditor';
import { FORMS_FETCH_FAILED } from './InspectVehicleScreen';

/** Issue 34 §3: /vehicles/inspection-forms. The shop's forms, per vehicle type, and their editor. */
export default function InspectionFormsScreen() {
  const forms = useInspectionForms();
  const types = useVehicleTypes();
  const remove = useDeleteInspectionForm();
  const [editing, setEditing] = useState<InspectionForm | 'new' | null>(null);
  const typeName = (id: number) => types.data?.find((t) => t.id === id)?.name ?? `#${id}`;
  const confirmDelete = (form: InspectionForm) =>
    openAppModal({
      type: 'confirm',
      title: 'Delete inspection form?',
      message: `Delete "${form.name}"? It is no longer offered; inspections already made with it keep it.`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(form.id, {
          onSuccess: () =>
            showToast({ type: 'success', title: 'Inspection form deleted', message: form.name }),
          onError: (error) =>
            showToast({
              type: 'error',
              title: 'Failed to delete the form',
              message: failureDetail(error, 'Try again.'),
            }),
        }),
    });
  return (
    <Stack gap="md" maw={820}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Inspection Forms
        </Title>
        {editing === null && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            New form
          </Button>
        )}
      </Group>
      {editing !== null && (
        <FormEditor
          key={editing === 'new' ? 'new' : editing.id}
          form={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {forms.isPending ? (
        <RecordsLoading label="Loading inspection forms" />
      ) : forms.isError ? (
        <RecordsError message={FORMS_FETCH_FAILED} onRetry={() => void forms.refetch()} />
      ) : forms.data.length === 0 ? (
        <RecordsEmpty
          title="No inspection forms"
          description="Add a form, e.g. a tow truck's pre-trip inspection or a loaner's walk-around."
        />
      ) : (
        <CardList label="Inspection forms">
          {forms.data.map((form) => (
            <CardListItem key={form.id}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{form.name}</Text>
                  <Text size="sm" c="dimmed">
                    {form.vehicle_types.length
                      ? form.vehicle_types.map(typeName).join(', ')
                      : 'Every vehicle'}{' '}
                    · {form.items.length} item{form.items.length === 1 ? '' : 's'}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {form.items
                      .map(
                        (i) =>
                          `${i.label} (${INSPECTION_ITEM_KIND_LABELS[i.kind].toLowerCase()}${i.required ? ', required' : ''})`,
                      )
                      .join(' · ')}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setEditing(form)}>
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => confirmDelete(form)}
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
            </CardListItem>
          ))}
        </CardList>
      )}
    </Stack>
  );
}
