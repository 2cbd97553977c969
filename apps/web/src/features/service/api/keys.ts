/**
 * Query keys of service records and vendors (the server's service module keeps both).
 * `records(vin)` prefixes the history of one vehicle at any page size.
 */
export const serviceKeys = {
  all: ['service'] as const,
  records: (vin: string) => [...serviceKeys.all, 'records', vin] as const,
  vendors: (vendorType: string) => [...serviceKeys.all, 'vendors', vendorType] as const,
};
