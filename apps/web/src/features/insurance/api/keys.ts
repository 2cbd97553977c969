/** Query keys of the insurance area: a write invalidates `all` (lists, policies, renewal data). */
export const insuranceKeys = {
  all: ['insurance'] as const,
  policies: () => [...insuranceKeys.all, 'policies'] as const,
  policy: (id: number) => [...insuranceKeys.all, 'policy', id] as const,
  masterPolicies: () => [...insuranceKeys.all, 'master-policies'] as const,
  vehiclesForRenewal: () => [...insuranceKeys.all, 'vehicles-for-renewal'] as const,
  coverageTypes: () => [...insuranceKeys.all, 'coverage-types'] as const,
};
