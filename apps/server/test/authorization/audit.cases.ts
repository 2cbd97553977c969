import type { TestApp } from '../helpers';
import type { Case } from './matrix.cases';

/**
 * The audit trail's routes in the authorization matrix: called for a vehicle's History, which
 * either of the route's permissions reads; another shop's vehicle is not found.
 */
export function auditCases(_app: () => TestApp): Record<string, Case> {
  return {
    'GET /api/audit/events/': {
      call: (own) => ({ url: `/api/audit/events/?vehicle=${own.vin}` }),
      foreign: (_own, other) => ({ url: `/api/audit/events/?vehicle=${other.vin}` }),
    },
    'GET /api/audit/events/export/': {
      call: (own) => ({ url: `/api/audit/events/export/?vehicle=${own.vin}` }),
      foreign: (_own, other) => ({ url: `/api/audit/events/export/?vehicle=${other.vin}` }),
    },
  };
}
