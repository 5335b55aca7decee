import { INSTALL_DISMISS_COOKIE, INSTALL_DISMISS_MAX_AGE_SECONDS } from '@shop/domain';

/**
 * What the browser offers for installing (spec §4 "Install prompt"; decision 031). Kept small: it
 * is part of the storefront chunk, the overlays are not.
 */

/** Chromium's install event (not in the DOM typings). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferredInstall: BeforeInstallPromptEvent | null = null;
let isInstalledNow = false;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  // Kept for "Installation abschliessen"; preventDefault keeps Chromium's own bar away, our
  // prompt follows the spec's timing instead.
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredInstall = event as BeforeInstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => {
    isInstalledNow = true;
    deferredInstall = null;
    for (const listener of listeners) listener();
  });
}

export function browserInstallEvent(): BeforeInstallPromptEvent | null {
  return deferredInstall;
}

export function clearBrowserInstallEvent(): void {
  deferredInstall = null;
}

export function onInstallEnvironmentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app can be installed here: service workers exist (install event or instructions follow). */
export function isInstallSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Running as the installed app (standalone), or installed during this visit. */
export function isRunningInstalled(): boolean {
  return (
    isInstalledNow ||
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iPhone and iPad (iPadOS says Macintosh but has touch): installing goes through "Teilen". */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** The pwa-dismiss cookie's value, undefined without one. */
export function dismissCookieOf(cookies: string): string | undefined {
  for (const entry of cookies.split(';')) {
    const [name, ...value] = entry.trim().split('=');
    if (name === INSTALL_DISMISS_COOKIE) return value.join('=');
  }
  return undefined;
}

/** spec §4 "Jetzt nicht": pwa-dismiss=true for one month (§9). */
export function storeInstallDismissed(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party flag; no Cookie Store API needed.
  document.cookie = `${INSTALL_DISMISS_COOKIE}=true; Max-Age=${INSTALL_DISMISS_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
