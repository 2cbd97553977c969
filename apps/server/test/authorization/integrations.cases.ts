import { createApiToken } from '../../src/modules/integrations/tokens/api-tokens.test-fixtures';
import type { TestApp } from '../helpers';
import type { Case } from './matrix.cases';

/** The integrations routes: API tokens (managed by those who manage the shop). */
export function integrationsCases(app: () => TestApp): Record<string, Case> {
  return {
    'GET /api/integrations/tokens/': { call: () => ({ url: '/api/integrations/tokens/' }) },
    'POST /api/integrations/tokens/': {
      call: () => ({
        url: '/api/integrations/tokens/',
        body: { name: 'Estimating sync', permissions: ['canViewBasic'], expires_on: '2099-12-31' },
      }),
      ok: 201,
    },
    'DELETE /api/integrations/tokens/:id/': {
      call: async (h) => ({
        url: `/api/integrations/tokens/${(await createApiToken(app(), h.admin, ['canViewBasic'])).id}/`,
      }),
      foreign: async (_h, f) => ({
        url: `/api/integrations/tokens/${(await createApiToken(app(), f.admin, ['canViewBasic'])).id}/`,
      }),
      ok: 204,
    },
  };
}
