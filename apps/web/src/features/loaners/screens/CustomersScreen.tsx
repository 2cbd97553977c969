import { Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loadedRows } from '../../../lib/pagination';
import { paths } from '../../../lib/paths';
import { useAccess } from '../../../lib/permissions';
import {
  RecordsEmpty,
  RecordsError,
  RecordsLoading,
  RecordsLoadMore,
} from '../../../lib/ui/RecordsStates';
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
  const { rows, total } = loadedRows(query.data);

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
      {query.isPending ? (
        <RecordsLoading label="Loading customers" rows={5} />
      ) : query.isError ? (
        <RecordsError message={CUSTOMERS_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <RecordsEmpty
          title={debounced ? 'No customer matches this search' : 'No customers yet'}
          description={
            debounced
              ? 'Try part of a name, a phone number or a licence number.'
              : 'Add the first one when someone needs a loaner.'
          }
        />
      ) : (
        <>
          <CustomerList customers={rows} />
          <RecordsLoadMore
            shown={rows.length}
            total={total}
            noun="customers"
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
      <CustomerFormModal
        opened={adding}
        customer={null}
        onClose={() => setAdding(false)}
        onSaved={(saved) => void navigate(paths.loaners.customer(saved.id))}
      />
    </Stack>
  );
}
