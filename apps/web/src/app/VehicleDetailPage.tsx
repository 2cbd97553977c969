import { Stack } from '@mantine/core';
import { VehicleHistoryTab } from '../features/audit-trail';
import { DocumentsTab } from '../features/documents';
import { FinancingPanel } from '../features/financing';
import { VehicleGlance } from '../features/glance';
import { VehiclePolicies } from '../features/insurance';
import { MileageTab } from '../features/mileage';
import { CurrentRegistration } from '../features/registrations';
import { ServiceHistoryTab } from '../features/service';
import type { FinanceTabProps } from '../features/vehicles';
import { VehicleDetailScreen } from '../features/vehicles/screens/VehicleDetailScreen';

/** Spec 2, Finance/Insurance: the vehicle's financing panel and its insurance policy cards. */
function FinanceInsuranceTab({ vin, policies }: FinanceTabProps) {
  return (
    <Stack gap="md">
      <FinancingPanel vin={vin} />
      <VehiclePolicies policies={policies} />
    </Stack>
  );
}

const RECORD_TABS = {
  finance: FinanceInsuranceTab,
  mileage: MileageTab,
  service: ServiceHistoryTab,
  documents: DocumentsTab,
  history: VehicleHistoryTab,
};

/**
 * Spec 2 section 2: /vehicles/{vin}. The vehicle's own screen, with the records other features
 * keep of it: they build on the vehicles feature (they refresh the vehicle when they change), so
 * the detail is put together here, above both (docs/decisions/0010).
 */
export default function VehicleDetailPage() {
  return (
    <VehicleDetailScreen
      recordTabs={RECORD_TABS}
      CurrentRegistration={CurrentRegistration}
      Glance={VehicleGlance}
    />
  );
}
