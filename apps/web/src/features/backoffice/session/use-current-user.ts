import type { CurrentUser } from '@shop/domain';
import { useCurrentUserQuery } from './api/current-user.ts';

/** The logged-in staff member; only below RequireSession, where it is always loaded. */
export function useCurrentUser(): CurrentUser {
  const { data } = useCurrentUserQuery();
  if (!data) throw new Error('useCurrentUser outside RequireSession');
  return data;
}

/** "Vorname Nachname", or the email when the user has no name. */
export function displayNameOf(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}
