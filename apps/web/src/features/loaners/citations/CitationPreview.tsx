import type { CitationImportReply, CitationRow } from '@fleetdesk/contract/loaner-citations';
import { CITATION_RESULTS, type CitationResult } from '@fleetdesk/contract/loaners';
import { Badge, Chip, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatUsd } from '../../../lib/format';
import {
  CITATION_RESULT_COLORS,
  CITATION_RESULT_LABELS,
  CITATION_RESULT_MEANING,
} from './citation-file';

/** A page of rows: a 10,000-row file is read a page at a time, never all in the page at once. */
export const PREVIEW_PAGE_SIZE = 50;

type Filter = CitationResult | 'all';

function RowFacts({ row, formatTime }: { row: CitationRow; formatTime: (i: string) => string }) {
  const parts = [
    row.plate || 'No plate',
    row.occurred_at ? formatTime(row.occurred_at) : null,
    row.amount ? formatUsd(row.amount) : null,
    row.reference ? `ref ${row.reference}` : null,
  ].filter(Boolean);
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {parts.join(' · ')}
    </Text>
  );
}

function RowResult({ row }: { row: CitationRow }) {
  const detail =
    row.result === 'invalid'
      ? row.error
      : row.agreement
        ? `${row.agreement}${row.result === 'late' ? ', billed to the shop' : ''}`
        : row.result === 'assigned'
          ? `Driver: ${row.driver ?? ''}, billed to the shop`
          : row.result === 'unmatched'
            ? 'No agreement was out'
            : row.result === 'duplicate'
              ? 'Already imported'
              : null;
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={CITATION_RESULT_COLORS[row.result]} variant="light">
        {CITATION_RESULT_LABELS[row.result]}
      </Badge>
      {detail && (
        <Text
          size="xs"
          c={row.result === 'invalid' ? 'red.8' : 'dimmed'}
          style={{ overflowWrap: 'anywhere' }}
        >
          {detail}
        </Text>
      )}
    </Stack>
  );
}

type Props = {
  reply: CitationImportReply;
  /** An instant as the shop's day and time. */
  formatTime: (instant: string) => string;
};

/** Every row of the file with its result, the counts on top (each also a filter). */
export function CitationPreview({ reply, formatTime }: Props) {
  const firstFilter: Filter = reply.counts.invalid > 0 ? 'invalid' : 'all';
  const [filter, setFilter] = useState<Filter>(firstFilter);
  const [page, setPage] = useState(1);
  const rows = filter === 'all' ? reply.rows : reply.rows.filter((r) => r.result === filter);
  const pages = Math.max(1, Math.ceil(rows.length / PREVIEW_PAGE_SIZE));
  const shown = rows.slice((page - 1) * PREVIEW_PAGE_SIZE, page * PREVIEW_PAGE_SIZE);
  const choose = (value: string) => {
    setFilter(value as Filter);
    setPage(1);
  };

  return (
    <Stack gap="sm">
      <Chip.Group multiple={false} value={filter} onChange={choose}>
        <Group gap="xs" role="radiogroup" aria-label="Show rows">
          <Chip value="all" size="sm">{`All ${reply.rows.length}`}</Chip>
          {CITATION_RESULTS.map((result) => (
            <Chip key={result} value={result} size="sm" color={CITATION_RESULT_COLORS[result]}>
              {`${CITATION_RESULT_LABELS[result]} ${reply.counts[result]}`}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {filter !== 'all' && (
        <Text
          size="xs"
          c="dimmed"
        >{`${CITATION_RESULT_LABELS[filter]}: ${CITATION_RESULT_MEANING[filter]}.`}</Text>
      )}
      <Table layout="fixed" verticalSpacing="xs" aria-label="Rows of the file">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>Line</Table.Th>
            <Table.Th>Citation</Table.Th>
            <Table.Th w="38%">Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={row.line} data-result={row.result}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>
                <RowFacts row={row} formatTime={formatTime} />
              </Table.Td>
              <Table.Td>
                <RowResult row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
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
