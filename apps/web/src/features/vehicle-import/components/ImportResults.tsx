import {
  IMPORT_RESULTS,
  type ImportReply,
  type ImportResult,
  type ImportRowResult,
} from '@fleetdesk/contract/vehicle-import';
import { Badge, Chip, Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { RESULT_COLORS, errorLines, resultLabel } from './import-text';

/** A page of rows: a 10,000-row file is shown a page at a time. */
export const RESULTS_PAGE_SIZE = 50;
const PHONE_QUERY = '(max-width: 599.98px)';

type Filter = ImportResult | 'all';

function Result({ row, written }: { row: ImportRowResult; written: boolean }) {
  return (
    <Badge color={RESULT_COLORS[row.result]} variant="light">
      {resultLabel(row.result, written)}
    </Badge>
  );
}

function Errors({ row }: { row: ImportRowResult }) {
  const lines = errorLines(row);
  if (lines.length === 0) return null;
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line} size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function RowsTable({ rows, written }: { rows: ImportRowResult[]; written: boolean }) {
  return (
    <Table layout="fixed" verticalSpacing="xs" aria-label="Rows of the file">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={64}>Line</Table.Th>
          <Table.Th w="30%">VIN</Table.Th>
          <Table.Th w={110}>Result</Table.Th>
          <Table.Th>Errors</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.line} data-result={row.result}>
            <Table.Td>{row.line}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.vin || '—'}</Table.Td>
            <Table.Td>
              <Result row={row} written={written} />
            </Table.Td>
            <Table.Td>
              <Errors row={row} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RowCards({ rows, written }: { rows: ImportRowResult[]; written: boolean }) {
  return (
    <Stack gap="xs" role="list" aria-label="Rows of the file">
      {rows.map((row) => (
        <Paper key={row.line} withBorder p="sm" role="listitem" data-result={row.result}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {`Line ${row.line} · ${row.vin || 'no VIN'}`}
            </Text>
            <Result row={row} written={written} />
          </Group>
          <Errors row={row} />
        </Paper>
      ))}
    </Stack>
  );
}

/** Every row of the file with its result and errors, the counts on top (each also a filter). */
export function ImportResults({ reply, written }: { reply: ImportReply; written: boolean }) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const failing = reply.counts.invalid + reply.counts.duplicate > 0;
  const [filter, setFilter] = useState<Filter>(
    reply.counts.invalid > 0 ? 'invalid' : failing ? 'duplicate' : 'all',
  );
  const [page, setPage] = useState(1);
  const rows = filter === 'all' ? reply.rows : reply.rows.filter((r) => r.result === filter);
  const pages = Math.max(1, Math.ceil(rows.length / RESULTS_PAGE_SIZE));
  const shown = rows.slice((page - 1) * RESULTS_PAGE_SIZE, page * RESULTS_PAGE_SIZE);
  const choose = (value: string) => {
    setFilter(value as Filter);
    setPage(1);
  };

  return (
    <Stack gap="sm">
      <Chip.Group multiple={false} value={filter} onChange={choose}>
        <Group gap="xs" role="radiogroup" aria-label="Show rows">
          <Chip value="all" size="sm">{`All ${reply.counts.total}`}</Chip>
          {IMPORT_RESULTS.map((result) => (
            <Chip key={result} value={result} size="sm" color={RESULT_COLORS[result]}>
              {`${resultLabel(result, written)} ${reply.counts[result]}`}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rows to show.
        </Text>
      ) : phone ? (
        <RowCards rows={shown} written={written} />
      ) : (
        <RowsTable rows={shown} written={written} />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          aria-label="Pages of rows"
        />
      )}
    </Stack>
  );
}
