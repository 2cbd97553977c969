import type { Assignment } from '@fleetdesk/contract/assignments';
import { formatMoney } from '@fleetdesk/contract/money';
import { Badge, Button, List, Text } from '@mantine/core';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';
import { useShopTime } from '../../shops';

type Props = {
  assignments: Assignment[];
  /** Ends an assignment in force (after confirmation); absent without canEdit. */
  onEnd?: (assignment: Assignment) => void;
  ending: boolean;
};

/** The tolls and tickets matched to the driver's period (billed to the shop). */
function Citations({ assignment }: { assignment: Assignment }) {
  const time = useShopTime();
  if (assignment.citations.length === 0) return <Text size="sm">None</Text>;
  return (
    <List size="sm" spacing={2}>
      {assignment.citations.map((c) => (
        <List.Item key={c.id}>
          {`${c.kind === 'toll' ? 'Toll' : 'Ticket'} ${formatMoney(c.amount)}, ${time.date(c.occurred_at)}${c.agency ? `, ${c.agency}` : ''} (${c.reference})`}
        </List.Item>
      ))}
    </List>
  );
}

/** Who drove the vehicle when, newest first, with the tolls and tickets of each period. */
export function AssignmentHistoryTable({ assignments, onEnd, ending }: Props) {
  const time = useShopTime();
  const columns: Column<Assignment>[] = [
    { header: 'Driver', cell: (a) => a.driver_name, card: 'title' },
    {
      header: 'Period',
      cell: (a) =>
        `${time.dateTime(a.starts_at)} – ${a.ends_at ? time.dateTime(a.ends_at) : 'now'}`,
    },
    {
      header: 'State',
      cell: (a) =>
        a.ends_at === null ? (
          <Badge color="green" variant="light">
            Current
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Ended
          </Badge>
        ),
      card: 'badge',
    },
    { header: 'Tolls and Tickets', cell: (a) => <Citations assignment={a} />, card: 'wide' },
  ];
  if (onEnd)
    columns.push({
      header: 'Actions',
      cell: (a) =>
        a.ends_at === null ? (
          <Button size="xs" variant="light" color="red" loading={ending} onClick={() => onEnd(a)}>
            End assignment
          </Button>
        ) : null,
    });
  return (
    <ResponsiveTable
      label="Driver history"
      columns={columns}
      rows={assignments}
      rowKey={(a) => a.id}
      minWidth={640}
      table={{ striped: true, highlightOnHover: true }}
    />
  );
}
