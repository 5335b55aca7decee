import { type CurrentUser, currentUserSchema } from '@shop/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';

/** GET /api/users/me (spec §7): the logged-in staff member, roles, branches and CSRF token. */
export const CURRENT_USER_URL = '/api/users/me';

export const currentUserQueryOptions = queryOptions({
  queryKey: ['backoffice', CURRENT_USER_URL],
  queryFn: async ({ signal }) =>
    parseContract(currentUserSchema, await apiGet(CURRENT_USER_URL, signal), CURRENT_USER_URL),
  staleTime: 5 * 60_000,
  retry: false,
});

export const useCurrentUserQuery = () => useQuery(currentUserQueryOptions);

/** The user after a login (the login answer has the same shape as /api/users/me). */
export function setCurrentUser(user: CurrentUser): void {
  queryClient.setQueryData(currentUserQueryOptions.queryKey, user);
}
