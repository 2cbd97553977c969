import { Paper, Stack, Title } from '@mantine/core';
import { useMileageLogs } from '../../api/get-mileage-logs';
import { AddMileageForm } from './AddMileageForm';
import { MileageHistoryTable } from './MileageHistoryTable';
import { canDo, type RecordTabProps } from './record-helpers';
import { RecordsEmpty, RecordsError, RecordsLoading, RecordsLoadMore } from './RecordsStates';

export const MILEAGE_FETCH_FAILED = 'Failed to fetch mileage history';

/** The Mileage tab of the vehicle detail: history table and, with manage mileage, the add form. */
export function MileageTab(props: RecordTabProps) {
  const { vin } = props;
  const query = useMileageLogs(vin);
  const logs = query.data?.pages.flatMap((page) => page.results) ?? [];
  const total = query.data?.pages[0]?.count ?? 0;

  return (
    <Stack gap="md">
      {canDo(props, 'canManageMileage') && <AddMileageForm vin={vin} />}
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={4}>Mileage History</Title>
          {query.isPending ? (
            <RecordsLoading label="Loading mileage history" />
          ) : query.isError ? (
            <RecordsError message={MILEAGE_FETCH_FAILED} onRetry={() => void query.refetch()} />
          ) : logs.length === 0 ? (
            <RecordsEmpty
              title="No mileage entries recorded yet"
              description="Readings added here, by service records or by the system appear in this history."
            />
          ) : (
            <>
              <MileageHistoryTable logs={logs} />
              <RecordsLoadMore
                shown={logs.length}
                total={Math.max(total, logs.length)}
                noun="entries"
                hasNextPage={query.hasNextPage}
                isFetchingNextPage={query.isFetchingNextPage}
                onLoadMore={() => void query.fetchNextPage()}
              />
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
