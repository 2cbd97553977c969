import type { DocumentType } from '@fleetdesk/contract/documents';
import type { QueryClient } from '@tanstack/react-query';
import { vehicleKeys } from './keys';

export type DocumentFilters = { documentType: DocumentType | ''; search: string };

/**
 * Query keys of a vehicle's records (mileage, service, documents) and the vendor list.
 * `byVehicle(vin)` is the prefix of everything recorded against one vehicle.
 */
export const vehicleRecordKeys = {
  all: ['vehicle-records'] as const,
  byVehicle: (vin: string) => [...vehicleRecordKeys.all, vin] as const,
  mileage: (vin: string) => [...vehicleRecordKeys.byVehicle(vin), 'mileage'] as const,
  service: (vin: string) => [...vehicleRecordKeys.byVehicle(vin), 'service'] as const,
  documentsAll: (vin: string) => [...vehicleRecordKeys.byVehicle(vin), 'documents'] as const,
  documents: (vin: string, filters: DocumentFilters) =>
    [...vehicleRecordKeys.documentsAll(vin), filters] as const,
  vendors: (vendorType: string) => ['vendors', vendorType] as const,
};

/**
 * The vehicle detail (current mileage, recent records, tab counts) changes when a record is
 * added or removed, so its query is refreshed too.
 */
export async function refreshVehicleAfterRecordChange(
  client: QueryClient,
  vin: string,
): Promise<void> {
  await client.invalidateQueries({ queryKey: vehicleKeys.detail(vin) });
}
