import { isBackofficePath, paths } from '../../../config/paths.ts';

/**
 * Where to go after a login: the `returnTo` the 401 redirect put into the login URL, when it is a
 * back-office page of this site (never a foreign address, never the login page again).
 */
export function safeReturnPath(returnTo: string | null): string {
  const fallback = paths.backoffice.href();
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) {
    return fallback;
  }
  const pathname = returnTo.split(/[?#]/)[0] ?? '';
  const loginPath = paths.backofficeLogin.path;
  if (!isBackofficePath(pathname) || pathname.startsWith(loginPath)) return fallback;
  return returnTo;
}
