import type { Member } from '@fleetdesk/contract/shops';
import { Anchor, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { CardList, CardListItem } from '../../../../lib/ui/CardList';
import { lastActiveText, memberName, overridesSummary } from './member-labels';
import { MemberBadges } from './MemberBadges';

type Props = {
  members: readonly Member[];
  /** Under 600 px wide: a column of cards instead of the table. */
  phone: boolean;
  onOpen: (member: Member) => void;
};

/** The shop's members: who, how to reach them, their role, their own changes and last activity. */
export function MemberList({ members, phone, onOpen }: Props) {
  return phone ? (
    <MemberCards members={members} onOpen={onOpen} />
  ) : (
    <MemberTable members={members} onOpen={onOpen} />
  );
}

function MemberTable({ members, onOpen }: Omit<Props, 'phone'>) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Permissions</Table.Th>
            <Table.Th>Last active</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id} data-member={member.user.username}>
              <Table.Td>
                <Anchor component="button" type="button" fw={600} onClick={() => onOpen(member)}>
                  {memberName(member)}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {member.user.username}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.user.email}</Table.Td>
              <Table.Td>
                <MemberBadges member={member} />
              </Table.Td>
              <Table.Td>{overridesSummary(member)}</Table.Td>
              <Table.Td>{lastActiveText(member)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MemberCards({ members, onOpen }: Omit<Props, 'phone'>) {
  return (
    <CardList label="Members">
      {members.map((member) => (
        <CardListItem
          key={member.id}
          itemAttributes={{ 'data-member': member.user.username }}
          padding={0}
        >
          <UnstyledButton onClick={() => onOpen(member)} p="sm" display="block" w="100%">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {memberName(member)}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {member.user.email}
                </Text>
                <MemberBadges member={member} />
                <Text size="xs" c="dimmed">
                  {`${overridesSummary(member)} · Last active: ${lastActiveText(member)}`}
                </Text>
              </Stack>
              <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
            </Group>
          </UnstyledButton>
        </CardListItem>
      ))}
    </CardList>
  );
}
