import type { IssueStatus } from '@fleetdesk/contract/issues';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useAccess } from '../../../lib/permissions';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { useUrlParams } from '../../../lib/url-params';
import { useIssues } from '../api/get-issues';
import { IssueList } from '../components/IssueList';
import { ISSUES_FETCH_FAILED } from '../components/VehicleIssues';

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];

/** Issue 34 §3: /vehicles/issues. The shop's issues, open or resolved, to assign and resolve. */
export default function IssuesScreen() {
  const [params, setParams] = useUrlParams();
  const status: IssueStatus = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const query = useIssues({ status });
  const { access } = useAccess();
  const canWrite = access.can('canAdd') || access.can('canEdit');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Issues
      </Title>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="issue-status-label">
          Show
        </Text>
        <SegmentedControl
          aria-labelledby="issue-status-label"
          data={STATUSES}
          value={status}
          onChange={(v) =>
            setParams((p) => {
              const next = new URLSearchParams(p);
              next.set('status', v);
              return next;
            })
          }
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      {query.isPending ? (
        <RecordsLoading label="Loading issues" rows={4} />
      ) : query.isError ? (
        <RecordsError message={ISSUES_FETCH_FAILED} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <RecordsEmpty
          title={status === 'open' ? 'No open issues' : 'No resolved issues'}
          description={
            status === 'open'
              ? 'Failed inspection items and reported problems show here.'
              : 'Issues resolved by hand or by a service record show here.'
          }
        />
      ) : (
        <IssueList
          issues={query.data}
          label={status === 'open' ? 'Open issues' : 'Resolved issues'}
          showVehicle
          canWrite={canWrite}
        />
      )}
    </Stack>
  );
}
