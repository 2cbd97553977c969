import { DocumentsTab } from '../features/documents';
import { MileageTab } from '../features/mileage';
import { CurrentRegistration } from '../features/registrations';
import { ServiceHistoryTab } from '../features/service';
import { VehicleDetailScreen } from '../features/vehicles/screens/VehicleDetailScreen';

const RECORD_TABS = { mileage: MileageTab, service: ServiceHistoryTab, documents: DocumentsTab };

/**
 * Spec 2 section 2: /vehicles/{vin}. The vehicle's own screen, with the records other features
 * keep of it: they build on the vehicles feature (they refresh the vehicle when they change), so
 * the detail is put together here, above both.
 */
export default function VehicleDetailPage() {
  return <VehicleDetailScreen recordTabs={RECORD_TABS} CurrentRegistration={CurrentRegistration} />;
}
