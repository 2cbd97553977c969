/** Query keys of assignments; `vehicle(vin)` is the driver history of one vehicle. */
export const assignmentKeys = {
  all: ['assignments'] as const,
  vehicle: (vin: string) => [...assignmentKeys.all, vin] as const,
};
