import { Stack } from '@mantine/core';
import { FinancingPanel } from '../features/financing';
import { VehiclePolicies } from '../features/insurance';
import type { FinanceTabProps } from '../features/vehicles';

/** Spec 2, Finance/Insurance: the vehicle's financing panel and its insurance policy cards. */
export default function FinanceInsuranceTab({ vin, policies }: FinanceTabProps) {
  return (
    <Stack gap="md">
      <FinancingPanel vin={vin} />
      <VehiclePolicies policies={policies} />
    </Stack>
  );
}
