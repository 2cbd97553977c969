import { lazy, Suspense } from 'react';
import { DriversTab } from '../features/assignments';
import { VehicleHistoryTab } from '../features/audit-trail';
import { DocumentsTab } from '../features/documents';
import { VehicleGlance } from '../features/glance';
import { FuelTab } from '../features/fuel';
import { MileageTab } from '../features/mileage';
import { CurrentRegistration } from '../features/registrations';
import { ServiceHistoryTab } from '../features/service';
import type { FinanceTabProps, VehicleTabProps } from '../features/vehicles';
import { VehicleDetailScreen } from '../features/vehicles/screens/VehicleDetailScreen';
import { RecordsLoading } from '../lib/ui/RecordsStates';

// The Finance/Insurance tab's code (the financing panel, its modals and charts' figures: about
// 11 KB gzip) comes when the tab is first opened, not with the vehicle's first screen.
const FinanceInsurance = lazy(() => import('./FinanceInsuranceTab'));

function FinanceInsuranceTab(props: FinanceTabProps) {
  return (
    <Suspense fallback={<RecordsLoading label="Loading financing and insurance" />}>
      <FinanceInsurance {...props} />
    </Suspense>
  );
}

// The Inspections & Issues tab's code comes when the tab is first opened, as the Finance tab's.
const InspectionsIssues = lazy(() => import('./InspectionsIssuesTab'));

function InspectionsIssuesTab(props: VehicleTabProps) {
  return (
    <Suspense fallback={<RecordsLoading label="Loading inspections and issues" />}>
      <InspectionsIssues {...props} />
    </Suspense>
  );
}

const RECORD_TABS = {
  finance: FinanceInsuranceTab,
  mileage: MileageTab,
  fuel: FuelTab,
  service: ServiceHistoryTab,
  inspections: InspectionsIssuesTab,
  documents: DocumentsTab,
  drivers: DriversTab,
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
