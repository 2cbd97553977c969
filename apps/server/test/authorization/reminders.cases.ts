import type { TestApp } from '../helpers';
import type { Case } from './matrix.cases';

/**
 * The reminders routes in the authorization matrix. Both act on the caller's own shop only
 * (the run, too: it never touches another shop), so neither names a record of another shop.
 */
export function remindersCases(_app: () => TestApp): Record<string, Case> {
  return {
    'GET /api/reminders/runs/': { call: () => ({ url: '/api/reminders/runs/' }) },
    'POST /api/reminders/run/': {
      call: () => ({ url: '/api/reminders/run/', body: {} }),
      ok: 202,
    },
    // The server's backups: no shop's records, the same reply in every shop.
    'GET /api/backups/': { call: () => ({ url: '/api/backups/' }) },
  };
}
