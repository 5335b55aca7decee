import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../../lib/api-client.ts';

const USERS_ME_URL = '/api/users/me';

/**
 * Whether the browser holds a staff session (spec §2/§6: only staff see draft pages). The session
 * cookie is HttpOnly, so the app asks GET /api/users/me once; a 401 means a customer. The answer
 * is kept for the rest of the visit (a login happens in the back-office, which reloads the app).
 */
export const staffSessionQueryOptions = queryOptions({
  queryKey: [USERS_ME_URL, 'is-staff'],
  queryFn: async ({ signal }) => {
    try {
      await apiGet(USERS_ME_URL, signal);
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
      throw error;
    }
  },
  // A page the server rendered for a request without a session cookie says so (#root
  // data-customer, entry-server.tsx): a customer, known without asking, as in that render.
  initialData: () =>
    typeof document !== 'undefined' &&
    document.getElementById('root')?.hasAttribute('data-customer')
      ? false
      : undefined,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** `true` for staff, `false` for customers, `undefined` while asking (or when asking failed). */
export function useIsStaff(isEnabled: boolean): boolean | undefined {
  const query = useQuery({ ...staffSessionQueryOptions, enabled: isEnabled });
  if (query.isError) return false;
  return query.data;
}
