import {
  IMPORT_RESULTS,
  type ImportReply,
  type ImportResult,
  type ImportRowResult,
} from '@fleetdesk/contract/vehicle-import';
import { Badge, Chip, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ResponsiveTable, type Column } from '../../../lib/ui/ResponsiveTable';
import {
  RESULT_COLORS,
  errorLines,
  hasWarning,
  resultLabel,
  warningLines,
  type FieldLabels,
} from './import-text';

/** A page of rows: a 10,000-row file is shown a page at a time. */
export const RESULTS_PAGE_SIZE = 50;

/** By result, or the rows with a warning (they are imported too). */
type Filter = ImportResult | 'all' | 'warned';

function Result({ row, written }: { row: ImportRowResult; written: boolean }) {
  return (
    <Badge color={RESULT_COLORS[row.result]} variant="light">
      {resultLabel(row.result, written)}
    </Badge>
  );
}

/** The row's errors (red), then its warnings; null without any (a card then leaves the label out). */
function notes(row: ImportRowResult, labels?: FieldLabels) {
  const errors = errorLines(row, labels);
  const warnings = warningLines(row);
  if (errors.length + warnings.length === 0) return null;
  return (
    <Stack gap={0}>
      {errors.map((line) => (
        <Text key={line} size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
      {warnings.map((line) => (
        <Group key={line} gap={4} wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={16}
            aria-hidden
            color="var(--mantine-color-orange-text)"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="sm" c="orange" style={{ overflowWrap: 'anywhere' }}>
            {`Warning: ${line}`}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function columns(written: boolean, labels?: FieldLabels): Column<ImportRowResult>[] {
  return [
    {
      header: 'Line',
      cell: (row) => row.line,
      cardCell: (row) => `Line ${row.line} · ${row.vin || 'no VIN'}`,
      card: 'title',
      width: 64,
    },
    {
      header: 'VIN',
      cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.vin || '—'}</span>,
      card: 'hidden',
      width: '30%',
    },
    {
      header: 'Result',
      cell: (row) => <Result row={row} written={written} />,
      card: 'badge',
      width: 110,
    },
    { header: 'Errors and warnings', cell: (row) => notes(row, labels), card: 'wide' },
  ];
}

/** Every row of the file with its result and errors, the counts on top (each also a filter). */
export function ImportResults({
  reply,
  written,
  labels,
}: {
  reply: Pick<ImportReply, 'rows' | 'counts'>;
  written: boolean;
  /** The fields' labels of another import (fuel cards); the fleet import's by default. */
  labels?: FieldLabels;
}) {
  const failing = reply.counts.invalid + reply.counts.duplicate > 0;
  const [filter, setFilter] = useState<Filter>(
    reply.counts.invalid > 0 ? 'invalid' : failing ? 'duplicate' : 'all',
  );
  const [page, setPage] = useState(1);
  const warned = reply.rows.filter(hasWarning).length;
  const rows =
    filter === 'all'
      ? reply.rows
      : reply.rows.filter((r) => (filter === 'warned' ? hasWarning(r) : r.result === filter));
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
          {warned > 0 && (
            <Chip value="warned" size="sm" color="orange">{`With a warning ${warned}`}</Chip>
          )}
        </Group>
      </Chip.Group>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rows to show.
        </Text>
      ) : (
        <ResponsiveTable
          label="Rows of the file"
          columns={columns(written, labels)}
          rows={shown}
          rowKey={(row) => row.line}
          rowAttributes={(row) => ({ 'data-result': row.result })}
          table={{ layout: 'fixed', verticalSpacing: 'xs' }}
        />
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
