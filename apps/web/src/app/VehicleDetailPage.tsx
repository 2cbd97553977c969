import { type ComponentType, lazy, Suspense } from 'react';
import { VehicleHistoryTab } from '../features/audit-trail';
import { DocumentsTab } from '../features/documents';
import { VehicleGlance } from '../features/glance';
import { MileageTab } from '../features/mileage';
import { CurrentRegistration } from '../features/registrations';
import { ServiceHistoryTab } from '../features/service';
import type { FinanceTabProps, VehicleTabProps } from '../features/vehicles';
import { VehicleDetailScreen } from '../features/vehicles/screens/VehicleDetailScreen';
import { RecordsLoading } from '../lib/ui/RecordsStates';

/**
 * A tab whose code comes when it is first opened, not with the vehicle's first screen: the
 * Finance/Insurance tab (the financing panel, its modals and charts' figures: about 11 KB gzip),
 * Fuel, Inspections & Issues and Drivers (each screen's budget, `npm run size`).
 */
function lazyTab<P extends object>(load: () => Promise<ComponentType<P>>, label: string) {
  const Tab = lazy(async () => ({ default: await load() }));
  return function LazyTab(props: P) {
    return (
      <Suspense fallback={<RecordsLoading label={label} />}>
        <Tab {...props} />
      </Suspense>
    );
  };
}

const FinanceInsuranceTab = lazyTab<FinanceTabProps>(
  async () => (await import('./FinanceInsuranceTab')).default,
  'Loading financing and insurance',
);
const InspectionsIssuesTab = lazyTab<VehicleTabProps>(
  async () => (await import('./InspectionsIssuesTab')).default,
  'Loading inspections and issues',
);
const FuelTab = lazyTab<VehicleTabProps>(
  async () => (await import('../features/fuel')).FuelTab,
  'Loading fuel',
);
const DriversTab = lazyTab<VehicleTabProps>(
  async () => (await import('../features/assignments')).DriversTab,
  'Loading drivers',
);

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
