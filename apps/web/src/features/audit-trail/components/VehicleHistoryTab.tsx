import { RecordHistoryPanel } from '../../../lib/ui/RecordHistoryPanel';
import { useVehicleHistory } from '../api/get-audit-events';
import { AuditEventList } from './AuditEventItem';

export const HISTORY_FETCH_FAILED = 'Failed to fetch the vehicle’s history';

/**
 * The History tab of the vehicle detail (issue 25): every change to the vehicle and its records
 * the member may see, newest first, 'Load more' for older ones.
 */
export function VehicleHistoryTab({ vin }: { vin: string }) {
  const query = useVehicleHistory(vin);
  return (
    <RecordHistoryPanel
      query={query}
      title="History"
      loadingLabel="Loading history"
      errorMessage={HISTORY_FETCH_FAILED}
      empty={{
        title: 'No changes recorded yet',
        description: 'Changes to this vehicle and its records appear here, newest first.',
      }}
      noun="changes"
      renderRecords={(events) => <AuditEventList events={events} label="Vehicle history" />}
    />
  );
}
