/**
 * The secret of a device screen (kitchen display, notification device). It arrives once in the
 * address fragment (`…#secret=dev_…`, never sent to a server, so never in a log), is kept in the
 * screen's storage and removed from the address bar; requests carry it as a bearer token.
 */

export type DeviceScreen = 'kitchen-display' | 'notification-device';

const storageKey = (screen: DeviceScreen) => `${screen}-secret`;
const refusedKey = (screen: DeviceScreen) => `${screen}-secret-refused`;

export const deviceHeaders = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** The secret from the fragment (stored, then removed from the address) or from storage. */
export function takeDeviceSecret(screen: DeviceScreen): string | null {
  const fromFragment = new URLSearchParams(window.location.hash.slice(1)).get('secret');
  if (fromFragment) {
    saveDeviceSecret(screen, fromFragment);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    return fromFragment;
  }
  return localStorage.getItem(storageKey(screen));
}

export function saveDeviceSecret(screen: DeviceScreen, secret: string): void {
  localStorage.setItem(storageKey(screen), secret);
  localStorage.removeItem(refusedKey(screen));
}

/** The server refused the secret (revoked, disabled): forget it and remember why. */
export function refuseDeviceSecret(screen: DeviceScreen): void {
  localStorage.removeItem(storageKey(screen));
  localStorage.setItem(refusedKey(screen), '1');
}

export const wasDeviceSecretRefused = (screen: DeviceScreen) =>
  localStorage.getItem(refusedKey(screen)) !== null;
