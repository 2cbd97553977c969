/** Query keys of inspection forms and inspections. */
export const inspectionKeys = {
  forms: ['inspection-forms'] as const,
  formsFor: (vin?: string) => [...inspectionKeys.forms, vin ?? ''] as const,
  all: ['inspections'] as const,
  vehicle: (vin: string) => [...inspectionKeys.all, vin] as const,
};
