import { Stack } from '@mantine/core';
import { useServiceRecords } from '../api/get-service-records';
import { usePageSize } from '../../settings';
import { canDo } from '../../../lib/permissions';
import type { VehicleTabProps } from '../../vehicles';
import { RecordHistoryPanel } from '../../../lib/ui/RecordHistoryPanel';
import { AddServiceRecordForm } from './AddServiceRecordForm';
import { ServiceHistoryTable } from './ServiceHistoryTable';
import { SchedulesPanel } from '../maintenance/SchedulesPanel';

export const SERVICE_FETCH_FAILED = 'Failed to fetch service records';

/**
 * The Service History tab: the vehicle's maintenance schedules, the records table and, with
 * manage service, the add form. Each load
 * brings the user's service_records page size (spec 2 section 7).
 */
export function ServiceHistoryTab(props: VehicleTabProps) {
  const { vin } = props;
  const { pageSize, ready } = usePageSize('service_records');
  const query = useServiceRecords(vin, pageSize, ready);

  return (
    <Stack gap="md">
      <SchedulesPanel
        title="Maintenance Schedules"
        target={{ vehicle: vin }}
        vin={vin}
        canManage={canDo(props, 'canManageService')}
        emptyText="Schedules of this vehicle and of its types appear here, with when each is due."
      />
      {canDo(props, 'canManageService') && <AddServiceRecordForm vin={vin} />}
      <RecordHistoryPanel
        query={query}
        title="Service History"
        loadingLabel="Loading service history"
        errorMessage={SERVICE_FETCH_FAILED}
        empty={{
          title: 'No service records yet',
          description:
            'Maintenance, repairs and inspections recorded for this vehicle appear here.',
        }}
        noun="records"
        renderRecords={(records) => <ServiceHistoryTable records={records} />}
      />
    </Stack>
  );
}
