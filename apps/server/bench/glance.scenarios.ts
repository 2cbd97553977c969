import type { BenchData } from './seed';

/**
 * Issue 24 item 1: the vehicle at a glance, one call per Overview. The sample vehicle of the
 * large shop has its share of the seeded mileage and service history and a financing.
 */
export const glanceScenarios = [
  {
    name: 'vehicle summary (at a glance)',
    url: (d: BenchData) => `/api/vehicles/vehicles/${d.sampleVin}/summary/`,
  },
].map((s) => ({ ...s, method: 'GET' as const }));
