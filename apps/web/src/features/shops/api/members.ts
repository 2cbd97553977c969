import type { Paginated } from '@fleetdesk/contract/common';
import { memberSchema, type Member, type MemberUpdate } from '@fleetdesk/contract/shops';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { getPage, pageByPage, queryString } from '../../../lib/pagination';
import { permissionKeys } from '../../../lib/permissions';
import { shopKeys } from './keys';

/** Under the shop's keys (a shop switch drops them); `list` prefixes every search. */
export const memberKeys = {
  all: [...shopKeys.all, 'members'] as const,
  list: () => [...memberKeys.all, 'list'] as const,
  search: (search: string) => [...memberKeys.list(), search] as const,
};

export const MEMBERS_PAGE_SIZE = 25;
export const MEMBERS_LOAD_FAILED = 'Failed to load members';
export const MEMBER_SAVE_FAILED = 'Failed to save the member';

/** GET /api/shops/members/?search=&page=&page_size= */
export function getMembers(search: string, page: number): Promise<Paginated<Member>> {
  return getPage(
    `/api/shops/members/${queryString({ search, page, page_size: MEMBERS_PAGE_SIZE })}`,
    memberSchema,
  );
}

export function useMembers(search: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: memberKeys.search(search),
      queryFn: ({ pageParam }) => getMembers(search, pageParam),
      ...pageByPage,
      // The last answer stays while a new search is asked.
      placeholderData: keepPreviousData,
    }),
  );
}

/** PATCH /api/shops/members/{id}/: role, grants and withdrawals (each set replaced whole). */
export async function updateMember(id: number, update: MemberUpdate): Promise<Member> {
  const data = await apiRequest(`/api/shops/members/${id}/`, { method: 'PATCH', body: update });
  return parseWith(memberSchema, data);
}

/**
 * Saves a member; the lists reload, and so do the permission maps: the member may be the one
 * signed in, whose screens and gates read them.
 */
export function useUpdateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: MemberUpdate }) => updateMember(id, update),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: memberKeys.list() });
      void client.invalidateQueries({ queryKey: permissionKeys.all });
    },
  });
}
