import { useSyncExternalStore } from 'react';
import { ACCEPT_ALL, CONSENT_COOKIE, consentCookieWrites, parseConsent, readCookie, REJECT_ALL, type CookieConsent } from '@trap/ui';

interface ConsentState {
  /** The saved choice, restored from the cookie on load; null until the user decides. */
  consent: CookieConsent | null;
  /** The X closed the banner without a decision (for this page view). */
  bannerClosed: boolean;
  preferencesOpen: boolean;
}

const listeners = new Set<() => void>();
let state: ConsentState | null = null;

function load(): ConsentState {
  if (!state) {
    // Corrupt stored consent is ignored (and logged by parseConsent): the banner asks again.
    const consent = typeof document === 'undefined' ? null : parseConsent(readCookie(document.cookie, CONSENT_COOKIE));
    state = { consent, bannerClosed: false, preferencesOpen: false };
  }
  return state;
}

function set(patch: Partial<ConsentState>) {
  state = { ...load(), ...patch };
  for (const l of listeners) l();
}

function save(choice: CookieConsent) {
  const secure = location.protocol === 'https:';
  for (const write of consentCookieWrites({ ...choice, essential: true }, secure)) document.cookie = write;
  set({ consent: { ...choice, essential: true }, preferencesOpen: false });
}

/** SPEC 4.7 transitions. */
export const consentActions = {
  acceptAll: () => save(ACCEPT_ALL),
  rejectAll: () => save(REJECT_ALL),
  savePreferences: (choice: CookieConsent) => save(choice),
  closeBanner: () => set({ bannerClosed: true }),
  openPreferences: () => set({ preferencesOpen: true }),
  closePreferences: () => set({ preferencesOpen: false }),
};

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/**
 * The server's render of a page (ssr/render-page.tsx) shows the banner exactly when the browser's
 * first render will: the bff tells whether the visitor's request carried a consent cookie. Rendering
 * is synchronous, so the state set here is seen by that render alone.
 */
export function renderWithConsentChosen<T>(chosen: boolean, render: () => T): T {
  state = { consent: chosen ? REJECT_ALL : null, bannerClosed: false, preferencesOpen: false };
  try {
    return render();
  } finally {
    state = null;
  }
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, load, load);
}
