import type { TestApp } from '../helpers';
import type { Case } from './matrix.cases';

/** The sample module's routes (token only: any member of the shop). */
export function settingsCases(_app: () => TestApp): Record<string, Case> {
  return {
    'GET /api/sample-module/categories/': {
      call: () => ({ url: '/api/sample-module/categories/' }),
    },
    'GET /api/sample-module/items/': { call: () => ({ url: '/api/sample-module/items/' }) },
  };
}
