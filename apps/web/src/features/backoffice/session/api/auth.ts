import { type CurrentUser, currentUserSchema } from '@shop/domain';
import { apiGet, apiRequest, parseContract } from '../../../../lib/api-client.ts';
import { setCurrentUser } from './current-user.ts';
import { staffRequest } from './staff-request.ts';

/** The staff authentication calls (server module auth): login, login link, logout, password. */

const LOGIN_URL = '/api/auth/login';
const LOGIN_LINK_URL = '/api/auth/login-link';

async function opened(answer: unknown, what: string): Promise<CurrentUser> {
  const user = parseContract(currentUserSchema, answer, what);
  setCurrentUser(user);
  return user;
}

export async function logIn(input: { email: string; password: string }): Promise<CurrentUser> {
  return opened(await apiRequest(LOGIN_URL, { method: 'POST', body: input }), LOGIN_URL);
}

/** Always succeeds for a well-formed email (the server never tells whether the account exists). */
export async function requestLoginLink(email: string): Promise<void> {
  await apiRequest(LOGIN_LINK_URL, { method: 'POST', body: { email } });
}

/** Throws the German "invalid or expired link" error when the link can no longer be used. */
export async function checkLoginLink(token: string, signal?: AbortSignal): Promise<void> {
  await apiGet(`${LOGIN_LINK_URL}/${encodeURIComponent(token)}`, signal);
}

export async function logInWithLink(token: string): Promise<CurrentUser> {
  const url = `${LOGIN_LINK_URL}/${encodeURIComponent(token)}`;
  return opened(await apiRequest(url, { method: 'POST' }), LOGIN_LINK_URL);
}

export async function logOut(): Promise<void> {
  await staffRequest('/api/auth/logout', { method: 'POST' });
}

export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  await staffRequest('/api/users/me/password', { method: 'POST', body: input });
}
