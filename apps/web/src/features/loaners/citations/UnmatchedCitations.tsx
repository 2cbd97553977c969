import { CHARGE_KIND_LABELS } from '@fleetdesk/contract/loaners';
import type { Citation } from '@fleetdesk/contract/loaner-citations';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatUsd } from '../../../lib/format';
import { loadedRows } from '../../../lib/pagination';
import {
  RecordsEmpty,
  RecordsError,
  RecordsLoading,
  RecordsLoadMore,
} from '../../../lib/ui/RecordsStates';
import { CITATIONS_LOAD_FAILED, useUnmatchedCitations } from '../api/citations';
import { AttachCitationModal } from './AttachCitationModal';

type Props = {
  formatTime: (instant: string) => string;
  /** Manage loaner charges: a citation may be put on an agreement by hand. */
  canAttach?: boolean;
};

/** The shop's tolls and tickets no agreement took: to pay or pass on by hand. */
export function UnmatchedCitations({ formatTime, canAttach = false }: Props) {
  const query = useUnmatchedCitations();
  const [attaching, setAttaching] = useState<Citation | null>(null);
  const { rows, total } = loadedRows(query.data);
  if (query.isPending) return <RecordsLoading label="Loading unmatched citations" />;
  if (query.isError) {
    return <RecordsError message={CITATIONS_LOAD_FAILED} onRetry={() => void query.refetch()} />;
  }
  if (rows.length === 0) {
    return (
      <RecordsEmpty
        title="Nothing to settle"
        description="Every imported toll and ticket found the agreement it belongs to."
      />
    );
  }
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((c) => (
          <Paper key={c.id} withBorder radius="sm" p="sm" component="li">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{c.plate}</Text>
                  <Badge size="sm" variant="light" color="gray">
                    {CHARGE_KIND_LABELS[c.kind]}
                  </Badge>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {[formatTime(c.occurred_at), c.agency, `ref ${c.reference}`]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Text fw={600}>{formatUsd(c.amount)}</Text>
                {canAttach && (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setAttaching(c)}
                    aria-label={`Attach ${c.reference} to an agreement`}
                  >
                    Attach
                  </Button>
                )}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
      <RecordsLoadMore
        shown={rows.length}
        total={total}
        noun="citations"
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
      {attaching && <AttachCitationModal citation={attaching} onClose={() => setAttaching(null)} />}
    </Stack>
  );
}
