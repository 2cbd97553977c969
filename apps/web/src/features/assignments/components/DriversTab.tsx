import type { Assignment } from '@fleetdesk/contract/assignments';
import { Stack } from '@mantine/core';
import { failureDetail } from '../../../lib/form';
import { openAppModal } from '../../../lib/modals';
import { canDo } from '../../../lib/permissions';
import { showToast } from '../../../lib/toast';
import { RecordHistoryPanel } from '../../../lib/ui/RecordHistoryPanel';
import type { VehicleTabProps } from '../../vehicles';
import { END_FAILED, useEndAssignment } from '../api/end-assignment';
import { useAssignments } from '../api/get-assignments';
import { AssignDriverForm } from './AssignDriverForm';
import { AssignmentHistoryTable } from './AssignmentHistoryTable';

export const ASSIGNMENTS_FETCH_FAILED = 'Failed to fetch the driver history';

/**
 * The Drivers tab of the vehicle detail (issue 34 §4): who drives it now and who drove it
 * before, with the tolls and tickets of each period; with edit, "Assign" (when no one drives it)
 * and "End assignment" after confirmation.
 */
export function DriversTab(props: VehicleTabProps) {
  const { vin } = props;
  const query = useAssignments(vin);
  const end = useEndAssignment(vin);
  const canEdit = canDo(props, 'canEdit');
  const first = query.data?.pages[0]?.results[0];
  const someoneDrives = first !== undefined && first.ends_at === null;

  const confirmEnd = (assignment: Assignment) =>
    openAppModal({
      type: 'confirm',
      title: 'End assignment',
      message: `End ${assignment.driver_name}'s assignment of this vehicle now? The history keeps it.`,
      confirmLabel: 'End assignment',
      onConfirm: () =>
        end.mutate(assignment.id, {
          onSuccess: () =>
            showToast({
              type: 'success',
              title: 'Assignment ended',
              message: `${assignment.driver_name} no longer drives this vehicle`,
            }),
          onError: (error) =>
            showToast({
              type: 'error',
              title: END_FAILED,
              message: failureDetail(error, 'Please try again.'),
            }),
        }),
    });

  return (
    <Stack gap="md">
      {canEdit && !query.isPending && !someoneDrives && <AssignDriverForm vin={vin} />}
      <RecordHistoryPanel
        query={query}
        title="Drivers"
        loadingLabel="Loading the driver history"
        errorMessage={ASSIGNMENTS_FETCH_FAILED}
        empty={{
          title: 'No driver assigned yet',
          description: 'Assign a member or a named driver: tolls and tickets then find who drove.',
        }}
        noun="assignments"
        renderRecords={(assignments) => (
          <AssignmentHistoryTable
            assignments={assignments}
            onEnd={canEdit ? confirmEnd : undefined}
            ending={end.isPending}
          />
        )}
      />
    </Stack>
  );
}
