import { boardReplySchema, type BoardReply } from '@fleetdesk/contract/loaner-board';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';

/**
 * Under ['loaners'], so anything that changes an agreement (reserve, check-out, check-in,
 * cancel) refreshes the board by invalidating the feature's root key.
 */
export const boardKeys = {
  all: ['loaners', 'board'] as const,
  window: (from: string, to: string) => [...boardKeys.all, from, to] as const,
};

export const BOARD_LOAD_FAILED = 'Failed to load the loaner board';

/** GET /api/loaners/board/?from=YYYY-MM-DD&to=YYYY-MM-DD: every loaner with its agreements. */
export function getBoard(from: string, to: string): Promise<BoardReply> {
  return apiGet(`/api/loaners/board/${queryString({ from, to })}`, boardReplySchema);
}

export const boardQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: boardKeys.window(from, to),
    queryFn: () => getBoard(from, to),
    // Moving the window keeps the last one on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

/** `enabled` waits for the shop's today, which places the window. */
export function useBoard(from: string, to: string, enabled = true) {
  return useQuery({ ...boardQueryOptions(from, to), enabled });
}
