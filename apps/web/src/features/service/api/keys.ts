/**
 * Query keys of service records and vendors (the server's service module keeps both).
 * `records(vin)` prefixes the history of one vehicle at any page size.
 */
export const serviceKeys = {
  all: ['service'] as const,
  records: (vin: string) => [...serviceKeys.all, 'records', vin] as const,
  vendors: (vendorType: string) => [...serviceKeys.all, 'vendors', vendorType] as const,
  /** Maintenance schedules: a vehicle's (`vin`) or the shop's (`null`); all change together. */
  schedulesAll: () => [...serviceKeys.all, 'schedules'] as const,
  schedules: (vin: string | null) => [...serviceKeys.schedulesAll(), vin ?? 'shop'] as const,
  /** The due list, under schedules: a change to a schedule or a record refreshes it. */
  due: (filters: { vehicle?: string; state?: string }) =>
    [...serviceKeys.schedulesAll(), 'due', filters] as const,
};
