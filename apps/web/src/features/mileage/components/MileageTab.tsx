import { Stack } from '@mantine/core';
import { useMileageLogs } from '../api/get-mileage-logs';
import { canDo } from '../../../lib/permissions';
import type { VehicleTabProps } from '../../vehicles';
import { RecordHistoryPanel } from '../../../lib/ui/RecordHistoryPanel';
import { AddMileageForm } from './AddMileageForm';
import { MileageHistoryTable } from './MileageHistoryTable';

export const MILEAGE_FETCH_FAILED = 'Failed to fetch mileage history';

/** The Mileage tab of the vehicle detail: history table and, with manage mileage, the add form. */
export function MileageTab(props: VehicleTabProps) {
  const { vin } = props;
  const query = useMileageLogs(vin);

  return (
    <Stack gap="md">
      {canDo(props, 'canManageMileage') && <AddMileageForm vin={vin} />}
      <RecordHistoryPanel
        query={query}
        title="Mileage History"
        loadingLabel="Loading mileage history"
        errorMessage={MILEAGE_FETCH_FAILED}
        empty={{
          title: 'No mileage entries recorded yet',
          description:
            'Readings added here, by service records or by the system appear in this history.',
        }}
        noun="entries"
        renderRecords={(logs) => <MileageHistoryTable logs={logs} />}
      />
    </Stack>
  );
}
