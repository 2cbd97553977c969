import type { TestApp } from '../helpers';
import type { Case } from './matrix.cases';

/**
 * The search routes' cases of the authorization matrix (token only: any member). Both shops'
 * vehicles are Toyotas, so a search leaking across shops would show the other's VIN.
 */
export function searchCases(_app: () => TestApp): Record<string, Case> {
  return {
    'GET /api/base/search/': { call: () => ({ url: '/api/base/search/?q=Toyota' }) },
  };
}
