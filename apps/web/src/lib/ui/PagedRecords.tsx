import type { Paginated } from '@fleetdesk/contract/common';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loadedRows } from '../pagination';
import { RecordsEmpty, RecordsError, RecordsLoading, RecordsLoadMore } from './RecordsStates';

type Props<T> = {
  query: UseInfiniteQueryResult<InfiniteData<Paginated<T>>>;
  /** 'customers': what the loading state and 'Showing X of N' name. */
  noun: string;
  /** The error's words, with Retry. */
  failed: string;
  /** What the list says when it has nothing (to show for a search, or at all). */
  empty: { title: string; description: string };
  /** Skeleton lines while the first page loads. */
  rows?: number;
  children: (rows: T[]) => ReactNode;
};

/**
 * A list read page by page: its loading, error (with Retry) and empty states, its rows, and
 * 'Showing X of N' with Load more. One place for what every searched list of records shows.
 */
export function PagedRecords<T>({ query, noun, failed, empty, rows = 5, children }: Props<T>) {
  const loaded = loadedRows(query.data);
  if (query.isPending) return <RecordsLoading label={`Loading ${noun}`} rows={rows} />;
  if (query.isError) return <RecordsError message={failed} onRetry={() => void query.refetch()} />;
  if (loaded.rows.length === 0)
    return <RecordsEmpty title={empty.title} description={empty.description} />;
  return (
    <>
      {children(loaded.rows)}
      <RecordsLoadMore
        shown={loaded.rows.length}
        total={loaded.total}
        noun={noun}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
