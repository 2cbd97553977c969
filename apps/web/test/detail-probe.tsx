import { useVehicle } from '../src/features/vehicles/api/get-vehicle';

/**
 * Shows the vehicle detail's mileage count as the detail page's tab badge would, so a test can
 * see that adding a record refreshes the detail query.
 */
export function DetailCountsProbe({ vin }: { vin: string }) {
  const { data } = useVehicle(vin);
  return data ? (
    <output aria-label="detail counts">{`${data.mileage_log_count}/${data.service_record_count}`}</output>
  ) : null;
}
