import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import type { Policy } from '@fleetdesk/contract/insurance';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useUrlParams } from '../../../lib/url-params';
import { paths } from '../../../lib/paths';
import { RecordsEmpty } from '../../../lib/ui/RecordsStates';
import { useAccess } from '../../../lib/permissions';
import { usePageSize } from '../../settings';
import { useMasterPolicyOptions } from '../api/get-master-policies';
import { sectionRequest, usePolicyPage } from '../api/get-policies';
import { mayManageInsurance } from '../components/may-manage';
import {
  describeFilters,
  hasFilters,
  NO_FILTERS,
  readOverview,
  writeOverview,
  type OverviewState,
} from '../components/overview-params';
import { masterPolicyLabel, PolicyFilters } from '../components/PolicyFilters';
import { PolicyDetailsModal } from '../components/PolicyDetailsModal';
import { PolicySection } from '../components/PolicySection';

/** Under 600 px wide the policies are cards (issue 24: the phone). */
export const PHONE_QUERY = '(max-width: 599.98px)';

/**
 * Spec 2, insurance overview (/vehicles/insurance): Active and Previous policies, each counted
 * and paged by the server, with the search and filters of issue 24 item 5 in the address.
 */
export default function InsurancePage() {
  const [params, setParams] = useUrlParams();
  const state = readOverview(params);
  const { access } = useAccess();
  const { pageSize, ready } = usePageSize('insurance');
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const masters = useMasterPolicyOptions();
  const active = usePolicyPage(sectionRequest(state, true, pageSize), ready);
  const previous = usePolicyPage(sectionRequest(state, false, pageSize), ready);
  const [details, setDetails] = useState<Policy | null>(null);

  const update = (change: Partial<OverviewState>) =>
    setParams((current) => writeOverview({ ...readOverview(current), ...change }));
  // A new search or filter starts both sections at their first page.
  const filter = (change: Partial<OverviewState>) =>
    update({ ...change, page: 1, previousPage: 1 });

  // A page past the end (policies renewed away, another page size) falls back to the last one.
  useEffect(() => {
    const last = (total: number | undefined) => Math.max(1, total ?? 1);
    if (active.data && !active.isPlaceholderData && state.page > last(active.data.total_pages))
      update({ page: last(active.data.total_pages) });
    else if (
      previous.data &&
      !previous.isPlaceholderData &&
      state.previousPage > last(previous.data.total_pages)
    )
      update({ previousPage: last(previous.data.total_pages) });
  });

  const nothing =
    active.data?.count === 0 && previous.data?.count === 0 && !active.isPlaceholderData;
  const masterName = (id: string) => {
    const m = masters.data?.find((x) => String(x.id) === id);
    return m ? masterPolicyLabel(m) : `#${id}`;
  };

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
      <PolicyFilters
        state={state}
        masterPolicies={masters.data ?? []}
        onChange={filter}
        onClear={() => setParams(writeOverview(NO_FILTERS))}
      />
      {nothing && hasFilters(state) ? (
        <Center py="xl">
          <Stack gap="xs" align="center" role="status">
            <Text fw={600}>No policies match</Text>
            <Text size="sm" c="dimmed" ta="center">
              {`Nothing matched ${describeFilters(state, masterName).join(', ')}.`}
            </Text>
            <Button variant="default" onClick={() => setParams(writeOverview(NO_FILTERS))}>
              Clear filters
            </Button>
          </Stack>
        </Center>
      ) : nothing ? (
        <RecordsEmpty
          title="No insurance policies found"
          description="Policies appear here once a master policy is renewed for the fleet."
        />
      ) : (
        <>
          <PolicySection
            title="Active"
            query={active}
            page={state.page}
            phone={phone}
            empty="No active policies."
            onPage={(page) => update({ page })}
            onDetails={setDetails}
          />
          <PolicySection
            title="Previous"
            query={previous}
            page={state.previousPage}
            phone={phone}
            empty="No previous policies."
            onPage={(previousPage) => update({ previousPage })}
            onDetails={setDetails}
          />
        </>
      )}
      {details && <PolicyDetailsModal policy={details} onClose={() => setDetails(null)} />}
    </Stack>
  );
}
