import { useSyncExternalStore } from 'react';

/** spec §4/§9: the consent state lives in this cookie for 365 days. */
export const CONSENT_COOKIE = 'cookie-banner-acceptance-state';
const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const ACCEPTED = 'true';
/**
 * "Nur notwendige" (docs/decisions/017-customer-journey-comfort.md): the refusal is kept in the
 * same cookie for the same 365 days, so the banner stays away while map and analytics stay off.
 */
const REFUSED = 'false';

/** What the visitor decided: accepted, refused ("Nur notwendige"), or nothing yet. */
export type ConsentState = 'accepted' | 'refused' | 'undecided';

const listeners = new Set<() => void>();

/** The consent state a Cookie header (or document.cookie) holds. */
export function consentStateOf(cookies: string): ConsentState {
  for (const entry of cookies.split(';')) {
    const trimmed = entry.trim();
    if (trimmed === `${CONSENT_COOKIE}=${ACCEPTED}`) return 'accepted';
    if (trimmed === `${CONSENT_COOKIE}=${REFUSED}`) return 'refused';
  }
  return 'undecided';
}

/** Whether a Cookie header (or document.cookie) holds the consent. */
export function hasConsentCookie(cookies: string): boolean {
  return consentStateOf(cookies) === 'accepted';
}

let stateNow: ConsentState =
  typeof document === 'undefined' ? 'undecided' : consentStateOf(document.cookie);

/** Whether the visitor has accepted cookies (read once at start, then kept in step). */
export function hasConsent(): boolean {
  return stateNow === 'accepted';
}

/** The visitor's decision (read once at start, then kept in step). */
export function consentState(): ConsentState {
  return stateNow;
}

function storeDecision(value: string, state: ConsentState): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party flag; no Cookie Store API needed.
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  stateNow = state;
  for (const listener of listeners) listener();
}

/** spec §4 "Cookie consent": accepting stores consent for 365 days and hides the banner. */
export function acceptConsent(): void {
  storeDecision(ACCEPTED, 'accepted');
}

/** "Nur notwendige": stores the refusal for the consent period and hides the banner. */
export function refuseConsent(): void {
  storeDecision(REFUSED, 'refused');
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
  stateNow = consentStateOf(cookies);
}

/** The consent state for components: map and analytics stay off until it is true (spec §6). */
export function useConsent(): boolean {
  return useSyncExternalStore(subscribe, hasConsent, hasConsent);
}

/** The visitor's decision for the banner: it shows while 'undecided'. */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribe, consentState, consentState);
}
