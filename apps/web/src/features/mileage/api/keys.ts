/** Query keys of mileage logs; `vehicle(vin)` is the history of one vehicle. */
export const mileageKeys = {
  all: ['mileage-logs'] as const,
  vehicle: (vin: string) => [...mileageKeys.all, vin] as const,
};
