import { Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TODAY_TINT } from './bar-style';
import { BoardBar } from './BoardBar';
import { OutOfService } from './OutOfService';
import type { LoanerRow } from './board-layout';
import { dayOfMonth, longDay, rangeLabel, weekdayOf } from './day-labels';

const LOANER_COLUMN_PX = 190;
const DAY_COLUMN_PX = 56;

type Props = {
  rows: readonly LoanerRow[];
  days: readonly string[];
  /** The shop's today: marked, and the first day a reservation may start from the board. */
  today: string;
  /** Null when the member may not reserve (no canManageLoaners): free days are plain cells. */
  onReserve: ((vin: string, day: string) => void) | null;
};

function loanerName(row: LoanerRow) {
  return row.loaner.license_plate || row.loaner.vin;
}

function FreeDay({
  row,
  day,
  onReserve,
}: {
  row: LoanerRow;
  day: string;
  onReserve: Props['onReserve'];
}) {
  if (onReserve === null || row.loaner.out_of_service !== null) return null;
  return (
    <UnstyledButton
      aria-label={`Reserve ${loanerName(row)} from ${longDay(day)}`}
      onClick={() => onReserve(row.loaner.vin, day)}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        minHeight: 28,
        borderRadius: 'var(--mantine-radius-sm)',
        color: 'var(--mantine-color-dimmed)',
      }}
    >
      <IconPlus size={14} aria-hidden />
    </UnstyledButton>
  );
}

/** One lane of a loaner's row: its bars across their days, free days between them. */
function laneCells(row: LoanerRow, lane: number, days: readonly string[], props: Props) {
  const cells: ReactNode[] = [];
  for (let column = 0; column < days.length; column++) {
    const day = days[column] ?? '';
    const bar = row.bars.find((b) => b.lane === lane && b.start === column);
    const tint = day === props.today ? TODAY_TINT : undefined;
    if (bar) {
      const span = bar.end - bar.start + 1;
      cells.push(
        <Table.Td key={day} colSpan={span} px={2} py={2}>
          <BoardBar bar={bar} columns={span} />
        </Table.Td>,
      );
      column = bar.end;
      continue;
    }
    const free = lane === 0 && !row.held.has(column) && day >= props.today;
    cells.push(
      <Table.Td key={day} px={2} py={2} style={{ background: tint }}>
        {free && <FreeDay row={row} day={day} onReserve={props.onReserve} />}
      </Table.Td>,
    );
  }
  return cells;
}

/**
 * The availability board (issue 23): loaners down the side, the window's days across, each
 * agreement a bar over the days it holds the car; today's column is marked, and a free day from
 * today on reserves that loaner from that day. A table, so a screen reader reads a bar with its
 * loaner and days, and Tab reaches every bar and free day.
 */
export function BoardGrid(props: Props) {
  const { rows, days, today } = props;
  const first = days[0] ?? today;
  const last = days[days.length - 1] ?? today;
  return (
    <Table.ScrollContainer minWidth={LOANER_COLUMN_PX + DAY_COLUMN_PX * days.length}>
      <Table
        layout="fixed"
        withColumnBorders
        withTableBorder
        verticalSpacing={4}
        aria-label={`Loaner availability, ${rangeLabel(first, last)}`}
      >
        <colgroup>
          <col style={{ width: LOANER_COLUMN_PX }} />
          {days.map((day) => (
            <col key={day} style={{ width: DAY_COLUMN_PX }} />
          ))}
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Loaner</Table.Th>
            {days.map((day) => (
              <Table.Th
                key={day}
                scope="col"
                aria-current={day === today ? 'date' : undefined}
                style={{ textAlign: 'center', background: day === today ? TODAY_TINT : undefined }}
              >
                <Stack gap={0} align="center">
                  <Text
                    size="xs"
                    c={day === today ? undefined : 'dimmed'}
                    fw={day === today ? 700 : 400}
                  >
                    {day === today ? 'Today' : weekdayOf(day)}
                  </Text>
                  <Text size="sm" fw={600}>
                    {dayOfMonth(day)}
                  </Text>
                  <VisuallyHidden>{longDay(day)}</VisuallyHidden>
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.flatMap((row) =>
            Array.from({ length: row.lanes }, (_, lane) => (
              <Table.Tr key={`${row.loaner.vin}-${lane}`} data-loaner={row.loaner.vin}>
                {lane === 0 && (
                  <Table.Th scope="row" rowSpan={row.lanes} style={{ verticalAlign: 'top' }}>
                    <Text size="sm" fw={600} truncate>
                      {loanerName(row)}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {row.loaner.description}
                    </Text>
                    <OutOfService issue={row.loaner.out_of_service} />
                  </Table.Th>
                )}
                {laneCells(row, lane, days, props)}
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
