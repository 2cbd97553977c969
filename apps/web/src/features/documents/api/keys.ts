import type { DocumentType } from '@fleetdesk/contract/documents';

/** What the Documents tab filters by; empty values are not sent. */
export type DocumentFilters = { documentType: DocumentType | ''; search: string };

/** Query keys of vehicle documents; `vehicle(vin)` prefixes every filtered list of one vehicle. */
export const documentKeys = {
  all: ['documents'] as const,
  vehicle: (vin: string) => [...documentKeys.all, vin] as const,
  list: (vin: string, filters: DocumentFilters) => [...documentKeys.vehicle(vin), filters] as const,
};
