import { Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAccess } from '../../../lib/permissions';
import { PagedRecords } from '../../../lib/ui/PagedRecords';
import { CUSTOMERS_LOAD_FAILED, useCustomers } from '../api/customers';
import { LoanersHeader } from '../components/LoanersHeader';
import { CustomerFormModal } from '../customers/CustomerFormModal';
import { CustomerList } from '../customers/CustomerList';

const SEARCH_DEBOUNCE_MS = 300;

/** Issue 23: the loaner customers at /loaners/customers, with search and Add customer. */
export default function CustomersScreen() {
  const navigate = useNavigate();
  const { access } = useAccess('base');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [adding, setAdding] = useState(false);
  const query = useCustomers(debounced);

  return (
    <Stack gap="md">
      <LoanersHeader
        title="Customers"
        description="The people who borrow your loaners, and what they owe."
        actions={
          access.can('canManageLoaners') && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
            >
              Add customer
            </Button>
          )
        }
      />
      <TextInput
        label="Search customers"
        placeholder="Name, phone, email or licence"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <PagedRecords
        query={query}
        noun="customers"
        failed={CUSTOMERS_LOAD_FAILED}
        rows={5}
        empty={
          debounced
            ? {
                title: 'No customer matches this search',
                description: 'Try part of a name, a phone number or a licence number.',
              }
            : {
                title: 'No customers yet',
                description: 'Add the first one when someone needs a loaner.',
              }
        }
      >
        {(rows) => <CustomerList customers={rows} />}
      </PagedRecords>
      <CustomerFormModal
        opened={adding}
        customer={null}
        onClose={() => setAdding(false)}
        onSaved={(saved) => void navigate(paths.loaners.customer(saved.id))}
      />
    </Stack>
  );
}
