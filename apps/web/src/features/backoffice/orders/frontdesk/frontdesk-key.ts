/**
 * The front desk's API key. It arrives in the address fragment
 * (`/backend/frontdesk/{branchId}#key=…`), which browsers never send to the server, so it never
 * reaches a log; the page keeps it in this tablet's storage and removes it from the address bar.
 * Requests carry it in the X-Api-Key header.
 */

const storageKey = (branchId: number) => `frontdesk-key:${branchId}`;
/** Set when the server refused the stored key, so a reload still tells the staff why. */
const refusedKey = (branchId: number) => `frontdesk-key-refused:${branchId}`;

/** The key from the fragment (stored, then removed from the address) or from storage. */
export function takeFrontdeskKey(branchId: number): string | null {
  const fromFragment = new URLSearchParams(window.location.hash.slice(1)).get('key');
  if (fromFragment) {
    saveFrontdeskKey(branchId, fromFragment);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    return fromFragment;
  }
  return localStorage.getItem(storageKey(branchId));
}

export function saveFrontdeskKey(branchId: number, key: string): void {
  localStorage.setItem(storageKey(branchId), key);
  localStorage.removeItem(refusedKey(branchId));
}

/** The server refused the key (revoked or wrong): forget it and remember why. */
export function refuseFrontdeskKey(branchId: number): void {
  localStorage.removeItem(storageKey(branchId));
  localStorage.setItem(refusedKey(branchId), '1');
}

export function wasFrontdeskKeyRefused(branchId: number): boolean {
  return localStorage.getItem(refusedKey(branchId)) !== null;
}
