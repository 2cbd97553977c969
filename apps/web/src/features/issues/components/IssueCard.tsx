import { ISSUE_PRIORITY_LABELS, type Issue } from '@fleetdesk/contract/issues';
import { Anchor, Badge, Button, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { Select } from '../../../lib/ui/Select';
import { CardListItem } from '../../../lib/ui/CardList';
import { userLabel, useShopTime, useUsers } from '../../shops';

const PRIORITY_COLORS = { low: 'gray', medium: 'yellow', high: 'red' } as const;

type Props = {
  issue: Issue;
  /** Shows the vehicle (the shop's list); the vehicle's own tab leaves it out. */
  showVehicle?: boolean;
  canWrite: boolean;
  busy: boolean;
  onAssign: (userId: number | null) => void;
  onResolve: () => void;
  onReopen: () => void;
};

/** One issue: what, how urgent, whether the car may be lent, who has it, and how it ended. */
export function IssueCard({
  issue,
  showVehicle,
  canWrite,
  busy,
  onAssign,
  onResolve,
  onReopen,
}: Props) {
  const users = useUsers();
  const time = useShopTime();
  const options = (users.data ?? []).map((u) => ({ value: String(u.id), label: userLabel(u) }));
  if (issue.assigned_to !== null && !options.some((o) => o.value === String(issue.assigned_to)))
    options.push({ value: String(issue.assigned_to), label: issue.assigned_to_name ?? 'A member' });
  const open = issue.status === 'open';
  return (
    <CardListItem itemAttributes={{ 'data-issue': issue.id }}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {issue.title}
          </Text>
          <Group gap={4} wrap="wrap">
            {issue.out_of_service && open && (
              <Badge color="red" variant="filled">
                Out of service
              </Badge>
            )}
            <Badge color={PRIORITY_COLORS[issue.priority]} variant="light">
              {ISSUE_PRIORITY_LABELS[issue.priority]} priority
            </Badge>
            <Badge color={open ? 'orange' : 'green'} variant="light">
              {open ? 'Open' : 'Resolved'}
            </Badge>
          </Group>
        </Group>
        {showVehicle && (
          <Anchor component={Link} to={paths.vehicles.detail(issue.vehicle)} size="sm">
            {issue.vehicle_description} ({issue.vehicle})
          </Anchor>
        )}
        {issue.description && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {issue.description}
          </Text>
        )}
        {issue.photo_url && (
          <Image src={issue.photo_url} alt={`Photo of ${issue.title}`} maw={240} radius="sm" />
        )}
        <Text size="xs" c="dimmed">
          Opened {time.dateTime(issue.created_at)}
          {issue.source !== null ? ` by inspection #${issue.source}` : ''}
        </Text>
        {!open && (
          <Text size="sm">
            Resolved {issue.resolved_at ? time.dateTime(issue.resolved_at) : ''}
            {issue.resolution ? `: ${issue.resolution}` : ''}
          </Text>
        )}
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label="Assigned to"
            placeholder="Nobody"
            size="sm"
            clearable
            disabled={!canWrite || busy}
            data={options}
            value={issue.assigned_to === null ? null : String(issue.assigned_to)}
            onChange={(v) => onAssign(v ? Number(v) : null)}
            w={{ base: '100%', xs: 220 }}
          />
          {canWrite &&
            (open ? (
              <Button size="sm" onClick={onResolve} loading={busy}>
                Resolve
              </Button>
            ) : (
              <Button size="sm" variant="default" onClick={onReopen} loading={busy}>
                Reopen
              </Button>
            ))}
        </Group>
      </Stack>
    </CardListItem>
  );
}
