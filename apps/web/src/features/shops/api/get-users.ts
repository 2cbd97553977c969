import { userOptionSchema, type UserOption } from '@fleetdesk/contract/shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api';
import { shopKeys } from './keys';

/** GET /api/employees/users/: the shop's members as driver options. */
export const usersQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.users(),
    queryFn: () => apiGetList('/api/employees/users/', userOptionSchema),
    staleTime: 5 * 60_000,
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}

/** 'First Last', or the e-mail when the user has no name. */
export function userLabel(user: UserOption): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name === '' ? user.email : name;
}
