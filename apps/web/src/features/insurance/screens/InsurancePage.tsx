import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { INSURANCE_MESSAGES, type Policy } from '@fleetdesk/contract/insurance';
import { splitPolicies } from '@fleetdesk/contract/rules/insurance-policy-status';
import { useState } from 'react';
import { Link } from 'react-router';
import { loadedRows } from '../../../lib/pagination';
import { paths } from '../../../lib/paths';
import {
  RecordsEmpty,
  RecordsError,
  RecordsLoadMore,
  RecordsLoading,
} from '../../../lib/ui/RecordsStates';
import { useAccess } from '../../../lib/permissions';
import { useShopToday } from '../../shops';
import { usePolicies } from '../api/get-policies';
import { mayManageInsurance } from '../components/may-manage';
import { PolicyDetailsModal } from '../components/PolicyDetailsModal';
import { PolicyTable } from '../components/PolicyTable';

function Section(props: {
  title: string;
  policies: Policy[];
  empty: string;
  onDetails: (p: Policy) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={`${props.title} policies`}>
      <Group gap="xs">
        <Title order={2} size="h3">
          {props.title}
        </Title>
        <Badge variant="light">{props.policies.length}</Badge>
      </Group>
      {props.policies.length === 0 ? (
        <Text c="dimmed">{props.empty}</Text>
      ) : (
        <PolicyTable
          policies={props.policies}
          caption={`${props.title} policies`}
          onDetails={props.onDetails}
        />
      )}
    </Stack>
  );
}

/** Spec 2, insurance overview (/vehicles/insurance): Active and Previous policies. */
export default function InsurancePage() {
  const query = usePolicies();
  const { access } = useAccess();
  const [details, setDetails] = useState<Policy | null>(null);
  const { rows, total } = loadedRows(query.data);
  // Latest end date first: every active policy comes before the previous ones, page by page.
  const today = useShopToday();
  // Active or previous as of the shop's today (shown once it is known).
  const { active, previous } = splitPolicies(rows, today ?? '');

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={1}>Insurance</Title>
          <Text c="dimmed">Insurance policies covering the vehicles of your shop.</Text>
        </Stack>
        {mayManageInsurance(access) && (
          <Button
            component={Link}
            to={paths.insurance.bulkRenewal}
            leftSection={<IconRefresh size={16} aria-hidden />}
          >
            Bulk Renewal
          </Button>
        )}
      </Group>
      {query.isPending || today === undefined ? (
        <RecordsLoading label="Loading insurance policies" rows={5} />
      ) : query.isError ? (
        <RecordsError
          message={INSURANCE_MESSAGES.listFailed}
          onRetry={() => void query.refetch()}
        />
      ) : rows.length === 0 ? (
        <RecordsEmpty
          title="No insurance policies found"
          description="Policies appear here once a master policy is renewed for the fleet."
        />
      ) : (
        <>
          <Section
            title="Active"
            policies={active}
            empty="No active policies."
            onDetails={setDetails}
          />
          <Section
            title="Previous"
            policies={previous}
            empty="No previous policies."
            onDetails={setDetails}
          />
          <RecordsLoadMore
            shown={rows.length}
            total={total}
            noun="policies"
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
      {details && <PolicyDetailsModal policy={details} onClose={() => setDetails(null)} />}
    </Stack>
  );
}
