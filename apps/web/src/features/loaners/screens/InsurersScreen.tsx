import type { Insurer } from '@fleetdesk/contract/loaner-money';
import { Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../lib/permissions';
import { PagedRecords } from '../../../lib/ui/PagedRecords';
import { INSURERS_LOAD_FAILED, useInsurers } from '../api/insurers';
import { LoanersHeader } from '../components/LoanersHeader';
import { InsurerFormModal } from '../insurers/InsurerFormModal';
import { InsurerList } from '../insurers/InsurerList';

const SEARCH_DEBOUNCE_MS = 300;

/** Issue 36: the shop's insurers at /loaners/insurers, with what each owes; added and edited here. */
export default function InsurersScreen() {
  const { access } = useAccess('base');
  const canManage = access.can('canManageLoaners');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // null: closed; 'new': adding; an insurer: editing it.
  const [open, setOpen] = useState<Insurer | 'new' | null>(null);
  const query = useInsurers(debounced);

  return (
    <Stack gap="md">
      <LoanersHeader
        title="Insurers"
        description="Who pays for your loaners, how they count days, and what they owe."
        actions={
          canManage && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen('new')}>
              Add insurer
            </Button>
          )
        }
      />
      <TextInput
        label="Search insurers"
        placeholder="Part of a name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <PagedRecords
        query={query}
        noun="insurers"
        failed={INSURERS_LOAD_FAILED}
        rows={4}
        empty={
          debounced
            ? { title: 'No insurer matches this search', description: 'Try part of the name.' }
            : {
                title: 'No insurers yet',
                description: 'Add the insurers that pay for loaners, or pick one when reserving.',
              }
        }
      >
        {(rows) => <InsurerList insurers={rows} onOpen={canManage ? setOpen : undefined} />}
      </PagedRecords>
      <InsurerFormModal
        opened={open !== null}
        insurer={open === 'new' ? null : open}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
