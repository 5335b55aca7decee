import { useSyncExternalStore } from 'react';

/** spec §4/§9: the consent state lives in this cookie for 365 days. */
export const CONSENT_COOKIE = 'cookie-banner-acceptance-state';
const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const ACCEPTED = 'true';

const listeners = new Set<() => void>();

/** Whether a Cookie header (or document.cookie) holds the consent. */
export function hasConsentCookie(cookies: string): boolean {
  return cookies.split(';').some((entry) => entry.trim() === `${CONSENT_COOKIE}=${ACCEPTED}`);
}

let hasConsentNow = typeof document === 'undefined' ? false : hasConsentCookie(document.cookie);

/** Whether the visitor has accepted cookies (read once at start, then kept in step). */
export function hasConsent(): boolean {
  return hasConsentNow;
}

/** spec §4 "Cookie consent": accepting stores consent for 365 days and hides the banner. */
export function acceptConsent(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party flag; no Cookie Store API needed.
  document.cookie = `${CONSENT_COOKIE}=${ACCEPTED}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  hasConsentNow = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The server renders with the consent cookie of the request it answers; the browser reads the same
 * cookie, so its hydration agrees.
 */
export function setConsentForServerRender(cookies: string): void {
  hasConsentNow = hasConsentCookie(cookies);
}

/** The consent state for components: map and analytics stay off until it is true (spec §6). */
export function useConsent(): boolean {
  return useSyncExternalStore(subscribe, hasConsent, hasConsent);
}
