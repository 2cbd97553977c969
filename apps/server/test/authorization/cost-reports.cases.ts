import type { Case } from './matrix.cases';

/** The cost report in the authorization matrix: one period, grouped by month (the default). */
export function costReportsCases(): Record<string, Case> {
  return {
    'GET /api/vehicles/reports/costs/': {
      call: () => ({ url: '/api/vehicles/reports/costs/?from=2026-01-01&to=2026-03-31' }),
    },
  };
}
