import type { Customer } from '@fleetdesk/contract/loaners';
import { Button, Group } from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useCustomerSearch } from '../api/agreements';
import { CustomerFormModal } from '../customers/CustomerFormModal';

const customerName = (c: Customer) => `${c.first_name} ${c.last_name}`.trim();

/** A customer as the list offers them: their name, and why they may not borrow. */
const optionOf = (c: Customer) => ({
  value: String(c.id),
  label: c.do_not_lend ? `${customerName(c)} (do not lend)` : customerName(c),
});

type Props = {
  /** A customer chosen before the form opened (the customer's page), shown by name. */
  initial?: { value: string; label: string };
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
};

/**
 * The borrower, searched on the server by name, phone or licence as the user types; someone not
 * yet on file is added in the customers' own form without leaving the reservation, and chosen.
 */
export function CustomerSelect({ initial, value, onChange, error }: Props) {
  const [adding, setAdding] = useState(false);
  const [search, setSearch] = useState(initial?.label ?? '');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(initial ?? null);
  // Once someone is chosen the field shows their name: that is not a new search.
  const [debounced] = useDebouncedValue(chosen?.label === search ? '' : search, 250);
  const query = useCustomerSearch(debounced.trim());
  const options = (query.data ?? []).map(optionOf);
  // The chosen one stays an option while another search runs, so its name stays in the field.
  const data =
    chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;

  return (
    // The button goes under the field on a phone rather than squeeze it below its placeholder.
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        style={{ flex: '1 1 14rem', minWidth: 0 }}
        label="Customer"
        withAsterisk
        searchable
        placeholder="Search by name"
        nothingFoundMessage={query.isFetching ? 'Searching…' : 'No customer found'}
        data={data}
        value={value === '' ? null : value}
        searchValue={search}
        onSearchChange={setSearch}
        // The server has already searched: show what it found.
        filter={({ options: found }) => found}
        onChange={(next, option) => {
          setChosen(next ? option : null);
          onChange(next ?? '');
        }}
        error={error}
      />
      <Button
        variant="default"
        onClick={() => setAdding(true)}
        leftSection={<IconUserPlus size={16} aria-hidden />}
        mb={error ? 22 : 0}
      >
        Add customer
      </Button>
      <CustomerFormModal
        opened={adding}
        customer={null}
        onClose={() => setAdding(false)}
        onSaved={(saved) => {
          const option = optionOf(saved);
          setChosen(option);
          setSearch(option.label);
          onChange(option.value);
        }}
      />
    </Group>
  );
}
