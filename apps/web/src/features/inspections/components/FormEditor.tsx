import {
  INSPECTION_ITEM_KIND_LABELS,
  INSPECTION_ITEM_KINDS,
  type InspectionForm,
  type InspectionItemKind,
} from '@fleetdesk/contract/inspections';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, fieldErrorsFromBody } from '../../../lib/api';
import { failureDetail } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { Select } from '../../../lib/ui/Select';
import { useVehicleTypes } from '../../vehicles';
import { FORM_SAVE_FAILED, useSaveInspectionForm } from '../api/inspection-forms';

type Item = {
  key: string;
  id?: number;
  label: string;
  kind: InspectionItemKind;
  required: boolean;
};
const KIND_OPTIONS = INSPECTION_ITEM_KINDS.map((k) => ({
  value: k,
  label: INSPECTION_ITEM_KIND_LABELS[k],
}));
let counter = 0;
const newItem = (): Item => ({
  key: `new-${++counter}`,
  label: '',
  kind: 'pass_fail',
  required: false,
});

type Props = { form: InspectionForm | null; onDone: () => void };

/**
 * A form's name, the vehicle types it is for (none: every vehicle) and its items in order. Items
 * kept keep their id, so answers already given to them stay linked; removed ones are retired.
 */
export function FormEditor({ form, onDone }: Props) {
  const types = useVehicleTypes();
  const save = useSaveInspectionForm();
  const [name, setName] = useState(form?.name ?? '');
  const [typeIds, setTypeIds] = useState<string[]>((form?.vehicle_types ?? []).map(String));
  const [items, setItems] = useState<Item[]>(
    form ? form.items.map((i) => ({ ...i, key: String(i.id) })) : [newItem()],
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const change = (key: string, patch: Partial<Item>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  const moveUp = (index: number) =>
    setItems((all) => {
      const next = [...all];
      [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
      return next;
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: form?.id ?? null,
        body: {
          name,
          vehicle_types: typeIds.map(Number),
          items: items.map(({ key: _key, ...item }) => item),
        },
      },
      {
        onSuccess: (saved) => {
          showToast({ type: 'success', title: 'Inspection form saved', message: saved.name });
          onDone();
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? fieldErrorsFromBody(error.body) : {});
          showToast({
            type: 'error',
            title: FORM_SAVE_FAILED,
            message: failureDetail(error, 'Please try again.'),
          });
        },
      },
    );
  };

  const itemErrors = Object.entries(errors).filter(([field]) => field.startsWith('items'));
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={submit}
        noValidate
        aria-label={form ? `Edit ${form.name}` : 'New inspection form'}
      >
        <Stack gap="sm">
          <Title order={3} size="h4">
            {form ? `Edit ${form.name}` : 'New inspection form'}
          </Title>
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name?.[0]}
          />
          <MultiSelect
            label="For vehicle types"
            placeholder={typeIds.length ? undefined : 'Every vehicle'}
            data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={typeIds}
            onChange={setTypeIds}
            error={errors.vehicle_types?.[0]}
          />
          <Title order={4} size="h5">
            Items
          </Title>
          {items.map((item, index) => (
            <Paper key={item.key} withBorder p="xs" radius="sm" data-item-row>
              <Stack gap={6}>
                <TextInput
                  label={`Item ${index + 1}`}
                  required
                  value={item.label}
                  onChange={(e) => change(item.key, { label: e.currentTarget.value })}
                />
                <Group gap="xs" align="flex-end" wrap="wrap">
                  <Select
                    label={`Item ${index + 1} kind`}
                    data={KIND_OPTIONS}
                    allowDeselect={false}
                    value={item.kind}
                    onChange={(v) => v && change(item.key, { kind: v as InspectionItemKind })}
                    w={150}
                  />
                  <Checkbox
                    label="Required"
                    checked={item.required}
                    onChange={(e) => change(item.key, { required: e.currentTarget.checked })}
                    mb={8}
                  />
                  <Group gap={4} ml="auto">
                    <ActionIcon
                      variant="default"
                      size="lg"
                      disabled={index === 0}
                      onClick={() => moveUp(index)}
                      aria-label={`Move item ${index + 1} up`}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      color="red"
                      size="lg"
                      disabled={items.length === 1}
                      onClick={() => setItems((all) => all.filter((i) => i.key !== item.key))}
                      aria-label={`Remove item ${index + 1}`}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Stack>
            </Paper>
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setItems((all) => [...all, newItem()])}
            style={{ alignSelf: 'flex-start' }}
          >
            Add item
          </Button>
          {itemErrors.length > 0 && (
            <Alert color="red" title="Check the items">
              {itemErrors.flatMap(([, messages]) => messages).join(' ')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save form
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
