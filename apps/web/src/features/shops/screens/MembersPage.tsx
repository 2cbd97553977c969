import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Member } from '@fleetdesk/contract/shops';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { loadedRows } from '../../../lib/pagination';
import { PagedRecords } from '../../../lib/ui/PagedRecords';
import { SettingsPageHeader } from '../../../lib/ui/SettingsPageHeader';
import { usePhone } from '../../../lib/ui/phone';
import { useCurrentContext } from '../api/get-current-context';
import { MEMBERS_LOAD_FAILED, useMembers } from '../api/members';
import { MemberDrawer } from '../components/members/MemberDrawer';
import { MemberList } from '../components/members/MemberList';

const SEARCH_DEBOUNCE_MS = 300;

/** Issue 23: the shop's members at /settings/members, and each one's role and permissions. */
export default function MembersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useMembers(debounced);
  const context = useCurrentContext();
  const phone = usePhone();
  // The open member is kept by id: after a save the list reloads with their new permissions.
  const [openId, setOpenId] = useState<number | null>(null);
  const open = loadedRows(query.data).rows.find((m) => m.id === openId) ?? null;

  return (
    <Stack gap="md">
      <SettingsPageHeader
        title="Members"
        description="Who works in this shop, their role, and what each of them may do beyond or short of it."
      />
      <TextInput
        label="Search members"
        placeholder="Name, username or e-mail"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <PagedRecords
        query={query}
        noun="members"
        failed={MEMBERS_LOAD_FAILED}
        rows={5}
        empty={
          debounced
            ? {
                title: 'No member matches this search',
                description: 'Try part of a name, a username or an e-mail address.',
              }
            : {
                title: 'No members yet',
                description: 'Members are added from the command line (npm run cli -- add-member).',
              }
        }
      >
        {(rows) => (
          <MemberList members={rows} phone={phone} onOpen={(m: Member) => setOpenId(m.id)} />
        )}
      </PagedRecords>
      <MemberDrawer
        member={open}
        currentUserId={context.data?.user.id}
        onClose={() => setOpenId(null)}
      />
    </Stack>
  );
}
