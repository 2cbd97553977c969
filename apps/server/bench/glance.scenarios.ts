import type { BenchData } from './seed';

/**
 * Issue 24 item 1: the vehicle at a glance, one call per Overview, for the large shop's sample
 * vehicle with its share of the seeded mileage and service history (and of the financing,
 * insurance and maintenance seeds, where they reach it).
 */
export const glanceScenarios = [
  {
    name: 'vehicle summary (at a glance)',
    url: (d: BenchData) => `/api/vehicles/vehicles/${d.sampleVin}/summary/`,
  },
].map((s) => ({ ...s, method: 'GET' as const }));
