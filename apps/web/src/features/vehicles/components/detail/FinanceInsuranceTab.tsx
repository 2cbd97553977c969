import { Stack } from '@mantine/core';
import type { Policy } from '@fleetdesk/contract/insurance';
import { FinancingPanel } from '../../../financing';
import { VehiclePolicies } from '../../../insurance';

/** Spec 2, Finance/Insurance: the vehicle's financing panel and its insurance policy cards. */
export function FinanceInsuranceTab({ vin, policies }: { vin: string; policies: Policy[] }) {
  return (
    <Stack gap="md">
      <FinancingPanel vin={vin} />
      <VehiclePolicies policies={policies} />
    </Stack>
  );
}
