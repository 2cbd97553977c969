import { Paper, Stack, Title } from '@mantine/core';
import { useServiceRecords } from '../../api/get-service-records';
import { canDo, type RecordTabProps } from '../mileage/record-helpers';
import {
  RecordsEmpty,
  RecordsError,
  RecordsLoading,
  RecordsLoadMore,
} from '../mileage/RecordsStates';
import { AddServiceRecordForm } from './AddServiceRecordForm';
import { ServiceHistoryTable } from './ServiceHistoryTable';

export const SERVICE_FETCH_FAILED = 'Failed to fetch service records';

/** The Service History tab: records table and, with manage service, the add form. */
export function ServiceHistoryTab(props: RecordTabProps) {
  const { vin } = props;
  const query = useServiceRecords(vin);
  const records = query.data?.pages.flatMap((page) => page.results) ?? [];
  const total = query.data?.pages[0]?.count ?? 0;

  return (
    <Stack gap="md">
      {canDo(props, 'canManageService') && <AddServiceRecordForm vin={vin} />}
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={4}>Service History</Title>
          {query.isPending ? (
            <RecordsLoading label="Loading service history" />
          ) : query.isError ? (
            <RecordsError message={SERVICE_FETCH_FAILED} onRetry={() => void query.refetch()} />
          ) : records.length === 0 ? (
            <RecordsEmpty
              title="No service records yet"
              description="Maintenance, repairs and inspections recorded for this vehicle appear here."
            />
          ) : (
            <>
              <ServiceHistoryTable records={records} />
              <RecordsLoadMore
                shown={records.length}
                total={Math.max(total, records.length)}
                noun="records"
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
