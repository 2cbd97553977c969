import type { Insurer } from '@fleetdesk/contract/loaner-money';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Select } from '../../../lib/ui/Select';
import { useInsurerOptions } from '../api/insurers';
import { InsurerFormModal } from './InsurerFormModal';

const optionOf = (i: Pick<Insurer, 'id' | 'name'>) => ({ value: String(i.id), label: i.name });

type Props = {
  /** The chosen insurer's id, or ''. */
  value: string;
  /** The name the agreement carries (the chosen insurer's, or one typed before the directory). */
  name: string;
  onChange: (insurer: Insurer | null) => void;
  readOnly?: boolean;
  error?: React.ReactNode;
};

/**
 * The insurer, searched in the shop's directory as it is typed; a name not yet there is offered
 * to be added (in the insurers' own form, started with that name) and is then chosen.
 */
export function InsurerSelect({ value, name, onChange, readOnly = false, error }: Props) {
  const [search, setSearch] = useState(value === '' ? '' : name);
  // What was last typed: the field empties its search when it loses focus (Tab to the button).
  const [typed, setTyped] = useState('');
  const [adding, setAdding] = useState(false);
  const chosen = value === '' ? null : { value, label: name };
  // Once one is chosen the field shows its name: that is not a new search.
  const [debounced] = useDebouncedValue(chosen?.label === search ? '' : typed, 250);
  const query = useInsurerOptions(debounced);
  const found = query.data ?? [];
  const options = found.map(optionOf);
  const data = chosen && !options.some((o) => o.value === value) ? [chosen, ...options] : options;
  const known = found.some((i) => i.name.toLowerCase() === typed.toLowerCase());
  const offerToAdd =
    !readOnly && typed !== '' && !chosen && !known && !query.isFetching && debounced === typed;
  return (
    <Stack gap={4}>
      {/* The button sits beside the field (under it on a phone), where the open list cannot hide it. */}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          style={{ flex: '1 1 14rem', minWidth: 0 }}
          label="Insurer"
          searchable
          clearable={!readOnly}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          placeholder="Search or add an insurer"
          nothingFoundMessage={query.isFetching ? 'Searching…' : 'No insurer of that name yet'}
          data={data}
          value={chosen ? value : null}
          searchValue={search}
          onSearchChange={(next) => {
            setSearch(next);
            if (next.trim() !== '' && next !== chosen?.label) setTyped(next.trim());
          }}
          // The server has already searched: show what it found.
          filter={({ options: shown }) => shown}
          onChange={(next) => {
            setTyped('');
            onChange(next ? (found.find((i) => String(i.id) === next) ?? null) : null);
          }}
          error={error}
        />
        {!readOnly && (
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
            mb={error ? 22 : 0}
          >
            {offerToAdd ? `Add “${typed}” as an insurer` : 'Add insurer'}
          </Button>
        )}
      </Group>
      {value === '' && name !== '' && typed === '' && (
        <Text size="xs" c="dimmed">
          {`Typed as “${name}” before the directory; choose or add it to bill it.`}
        </Text>
      )}
      <InsurerFormModal
        opened={adding}
        insurer={null}
        name={offerToAdd ? typed : ''}
        onClose={() => setAdding(false)}
        onSaved={(saved) => {
          setTyped('');
          setSearch(saved.name);
          onChange(saved);
        }}
      />
    </Stack>
  );
}
