import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { currentUserQueryOptions } from './current-user.ts';

type StaffRequestOptions = { method: 'POST' | 'PUT' | 'DELETE'; body?: unknown };

async function csrfToken(isFresh: boolean): Promise<string> {
  const user = isFresh
    ? await queryClient.fetchQuery({ ...currentUserQueryOptions, staleTime: 0 })
    : await queryClient.ensureQueryData(currentUserQueryOptions);
  return user.csrfToken;
}

/**
 * A state-changing staff call with the session's CSRF token in X-CSRF-Token. When the server
 * refuses the token (a new login in another tab rotated the session) the token is read again
 * and the call retried once.
 */
export async function staffRequest<T = unknown>(
  url: string,
  options: StaffRequestOptions,
): Promise<T> {
  const send = async (isFresh: boolean) =>
    apiRequest<T>(url, { ...options, headers: { 'x-csrf-token': await csrfToken(isFresh) } });
  try {
    return await send(false);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_csrf_token') return send(true);
    throw error;
  }
}
