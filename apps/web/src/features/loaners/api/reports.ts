import {
  utilisationReplySchema,
  type UtilisationReply,
} from '@fleetdesk/contract/loaner-utilisation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';

/** Under ['loaners']: a check-in, a charge or a payment refreshes the report with the rest. */
export const reportKeys = {
  all: ['loaners', 'reports'] as const,
  utilisation: (from: string, to: string) => [...reportKeys.all, 'utilisation', from, to] as const,
};

export const UTILISATION_LOAD_FAILED = 'Failed to load the utilisation report';

/** GET /api/loaners/reports/utilisation/?from=YYYY-MM-DD&to=YYYY-MM-DD */
export function getUtilisation(from: string, to: string): Promise<UtilisationReply> {
  return apiGet(
    `/api/loaners/reports/utilisation/${queryString({ from, to })}`,
    utilisationReplySchema,
  );
}

/** `enabled` waits for the shop's today (the default period) and a period the API answers. */
export function useUtilisation(from: string, to: string, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: reportKeys.utilisation(from, to),
      queryFn: () => getUtilisation(from, to),
      // A new period keeps the last one on screen until it arrives.
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}
