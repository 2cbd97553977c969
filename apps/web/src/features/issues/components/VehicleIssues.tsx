import { Stack, Title } from '@mantine/core';
import { canDo, type PermissionProps } from '../../../lib/permissions';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { useIssues } from '../api/get-issues';
import { IssueList } from './IssueList';
import { ReportIssueForm } from './ReportIssueForm';

export const ISSUES_FETCH_FAILED = 'Failed to fetch issues';

/** The vehicle's issues, open first, and the form to report one. */
export function VehicleIssues({ vin, ...access }: PermissionProps & { vin: string }) {
  const query = useIssues({ vehicle: vin });
  const canWrite = canDo(access, 'canAdd') || canDo(access, 'canEdit');
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Issues
      </Title>
      {canWrite && <ReportIssueForm vin={vin} />}
      {query.isPending ? (
        <RecordsLoading label="Loading issues" />
      ) : query.isError ? (
        <RecordsError message={ISSUES_FETCH_FAILED} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <RecordsEmpty title="No issues" description="Nothing has been reported on this vehicle." />
      ) : (
        <IssueList issues={query.data} label="Issues of this vehicle" canWrite={canWrite} />
      )}
    </Stack>
  );
}
