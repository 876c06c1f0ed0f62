/**
 * SPEC 3.1 / 4.7: the cookie holding a visitor's cookie-consent choice (JSON), written by the browser
 * (`@trap/ui` consent) or, for a banner answered before the page's scripts ran, by the bff's consent
 * form endpoint; read by the bff, which renders a page with or without the consent banner.
 */
export const CONSENT_COOKIE = 'cookie_consent';

/** SPEC 3.1 / 4.7: cookie consent. Essential is always true and cannot be switched off. */
export interface CookieConsent {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

/** Separate flag cookies, present only while the category is on. */
export const CONSENT_FLAG_COOKIES = {
  analytics: 'analytics_consent',
  marketing: 'marketing_consent',
  preferences: 'preferences_consent',
} as const;
export const CONSENT_MAX_AGE_DAYS = 365;

export const ACCEPT_ALL: CookieConsent = { essential: true, analytics: true, marketing: true, preferences: true };
export const REJECT_ALL: CookieConsent = { essential: true, analytics: false, marketing: false, preferences: false };

export function serializeConsent(c: CookieConsent): string {
  return JSON.stringify({ essential: true, analytics: c.analytics, marketing: c.marketing, preferences: c.preferences });
}

/**
 * The cookies that store a choice: the consent cookie plus set or removed flags. Each string is both
 * a `document.cookie` assignment and a `Set-Cookie` header value.
 */
export function consentCookieWrites(c: CookieConsent, secure = false): string[] {
  const attrs = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const keep = `; Max-Age=${CONSENT_MAX_AGE_DAYS * 24 * 60 * 60}${attrs}`;
  const writes = [`${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(c))}${keep}`];
  for (const key of ['analytics', 'marketing', 'preferences'] as const) {
    writes.push(c[key] ? `${CONSENT_FLAG_COOKIES[key]}=true${keep}` : `${CONSENT_FLAG_COOKIES[key]}=; Max-Age=0${attrs}`);
  }
  return writes;
}

/** The consent banner's form (answered by the bff before the page's scripts run; intercepted by React after). */
export const CONSENT_FORM_PATH = '/consent';
export const CONSENT_FORM_CHOICES = { 'accept-all': ACCEPT_ALL, 'reject-all': REJECT_ALL } as const;
export type ConsentFormChoice = keyof typeof CONSENT_FORM_CHOICES;
