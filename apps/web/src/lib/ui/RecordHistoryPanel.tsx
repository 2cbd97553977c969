import type { Paginated } from '@fleetdesk/contract/common';
import { Group, Paper, Stack, Title } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loadedRows } from '../pagination';
import { RecordsEmpty, RecordsError, RecordsLoading, RecordsLoadMore } from './RecordsStates';

type Props<T> = {
  /** The paged records of one vehicle (useMileageLogs, useServiceRecords, useDocuments). */
  query: UseInfiniteQueryResult<InfiniteData<Paginated<T>>>;
  title: string;
  /** Controls beside the title (search, filters). */
  actions?: ReactNode;
  loadingLabel: string;
  errorMessage: string;
  empty: { title: string; description?: string };
  /** What 'Showing X of N …' counts: entries, records, documents. */
  noun: string;
  /** The loaded records, every page so far, as a table or cards. */
  renderRecords: (records: T[]) => ReactNode;
};

/**
 * The history part of a records tab (mileage, service, documents): title, then loading, error,
 * empty or the records with 'Load more'.
 */
export function RecordHistoryPanel<T>({
  query,
  title,
  actions,
  loadingLabel,
  errorMessage,
  empty,
  noun,
  renderRecords,
}: Props<T>) {
  const { rows: records, total } = loadedRows(query.data);
  const heading = <Title order={4}>{title}</Title>;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        {actions ? (
          <Group justify="space-between" align="flex-end" wrap="wrap">
            {heading}
            {actions}
          </Group>
        ) : (
          heading
        )}
        {query.isPending ? (
          <RecordsLoading label={loadingLabel} />
        ) : query.isError ? (
          <RecordsError message={errorMessage} onRetry={() => void query.refetch()} />
        ) : records.length === 0 ? (
          <RecordsEmpty title={empty.title} description={empty.description} />
        ) : (
          <>
            {renderRecords(records)}
            <RecordsLoadMore
              shown={records.length}
              total={total}
              noun={noun}
              hasNextPage={query.hasNextPage}
              isFetchingNextPage={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
