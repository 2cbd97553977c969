import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BoardState } from '@fleetdesk/contract/loaners';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { shopDayOf } from '../../shops';
import { currentAgreement, type Loaner } from './board-layout';
import { SHORT_OF_COMPLETION, swapWords } from './BoardBar';
import { OutOfService } from './OutOfService';
import { shortDay } from './day-labels';

/** The phone's board: one list per state, the ones that need someone first. */
const GROUPS: { state: BoardState; title: string; color: string }[] = [
  { state: 'overdue', title: 'Overdue', color: 'red' },
  { state: 'out', title: 'Out', color: 'green' },
  { state: 'reserved', title: 'Reserved today', color: 'blue' },
  { state: 'available', title: 'Available', color: 'gray' },
];

type Props = {
  loaners: readonly Loaner[];
  now: Date;
  today: string;
  /** The shop's time zone: the days written are the shop's. */
  timeZone: string;
  /** Null without canManageLoaners. */
  onReserve: ((vin: string, day: string) => void) | null;
};

function AgreementLine({ loaner, now, timeZone }: { loaner: Loaner; now: Date; timeZone: string }) {
  const agreement = currentAgreement(loaner, now);
  if (agreement === null) {
    return (
      <Text size="sm" c="dimmed">
        No reservation ahead
      </Text>
    );
  }
  const day = (instant: string) => shortDay(shopDayOf(instant, timeZone));
  const when =
    agreement.status === 'out'
      ? `due ${day(agreement.due_at)}`
      : `from ${day(agreement.starts_at)}`;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Anchor component={Link} to={paths.loaners.agreement(agreement.id)} fw={600}>
        {agreement.number}
      </Anchor>
      {[` ${agreement.customer_name}`, when, ...swapWords(agreement)].join(', ')}
      {agreement.short_of_completion && (
        <Text component="span" size="sm" c="orange.9" fw={600}>
          {` · ⚠ ${SHORT_OF_COMPLETION}`}
        </Text>
      )}
    </Text>
  );
}

function LoanerCard({ loaner, ...props }: Props & { loaner: Loaner }) {
  const name = loaner.license_plate || loaner.vin;
  return (
    <Paper withBorder radius="sm" p="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {loaner.description}
            </Text>
            <OutOfService issue={loaner.out_of_service} />
          </Stack>
          {loaner.state === 'available' && loaner.out_of_service === null && props.onReserve && (
            <Button
              size="xs"
              variant="light"
              aria-label={`Reserve ${name}`}
              onClick={() => props.onReserve?.(loaner.vin, props.today)}
            >
              Reserve
            </Button>
          )}
        </Group>
        <AgreementLine loaner={loaner} now={props.now} timeZone={props.timeZone} />
      </Stack>
    </Paper>
  );
}

/** Below 600 px the board is a list by state instead of a grid: nothing to scroll sideways. */
export function BoardPhoneList(props: Props) {
  return (
    <Stack gap="lg">
      {GROUPS.map((group) => {
        const loaners = props.loaners.filter((l) => l.state === group.state);
        if (loaners.length === 0) return null;
        const headingId = `loaners-${group.state}`;
        return (
          <section key={group.state} aria-labelledby={headingId}>
            <Group gap="xs" mb="xs">
              <Title order={2} size="h4" id={headingId}>
                {group.title}
              </Title>
              <Badge color={group.color} variant="light" aria-label={`${loaners.length} loaners`}>
                {loaners.length}
              </Badge>
            </Group>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {loaners.map((loaner) => (
                <LoanerCard key={loaner.vin} loaner={loaner} {...props} />
              ))}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
