import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { INSURANCE_MESSAGES } from '@fleetdesk/contract/insurance';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAccess } from '../../../lib/permissions';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { RecordsLoading } from '../../../lib/ui/RecordsStates';
import { useCoverageTypes } from '../api/get-coverage-types';
import { useLatestMasterPolicy } from '../api/get-master-policies';
import { useVehiclesForRenewal } from '../api/get-vehicles-for-renewal';
import { BulkRenewalForm } from '../components/BulkRenewalForm';
import { mayManageInsurance } from '../components/may-manage';

/** Spec 2, /vehicles/insurance/bulk-renewal: closing and success return to the overview. */
export default function BulkRenewalPage() {
  const navigate = useNavigate();
  const { access, isPending } = useAccess();
  const vehicles = useVehiclesForRenewal();
  const latest = useLatestMasterPolicy();
  const types = useCoverageTypes();
  const queries = [vehicles, latest, types];
  const back = () => void navigate(paths.insurance.list);

  return (
    <Stack gap="md">
      <Button
        component={Link}
        to={paths.insurance.list}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        w="fit-content"
      >
        Back to Insurance
      </Button>
      <Stack gap={2}>
        <Title order={1}>Bulk Insurance Renewal</Title>
        <Text c="dimmed">
          Renew the master policy for the fleet: a new policy for every included vehicle.
        </Text>
      </Stack>
      {!isPending && !mayManageInsurance(access) ? (
        <Alert color="yellow" title="You don't have permission to renew insurance policies." />
      ) : queries.some((q) => q.isError) ? (
        <LoadFailedAlert
          title={INSURANCE_MESSAGES.renewalVehiclesFailed}
          onRetry={() => queries.forEach((q) => q.isError && void q.refetch())}
        />
      ) : vehicles.data && latest.data !== undefined && types.data ? (
        <BulkRenewalForm
          vehicles={vehicles.data}
          latest={latest.data}
          coverageTypes={types.data}
          onDone={back}
        />
      ) : (
        <RecordsLoading label="Loading vehicles for renewal" rows={6} />
      )}
    </Stack>
  );
}
