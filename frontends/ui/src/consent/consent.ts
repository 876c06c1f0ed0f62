import { CONSENT_COOKIE } from '@trap/contracts';

/** SPEC 3.1 / 4.7: cookie consent. Essential is always true and cannot be switched off. */
export interface CookieConsent {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

/** The cookie holding the whole choice (JSON), kept 365 days (SPEC 9); its name is shared with the bff. */
export { CONSENT_COOKIE };
/** Separate flag cookies, present only while the category is on. */
export const CONSENT_FLAG_COOKIES = {
  analytics: 'analytics_consent',
  marketing: 'marketing_consent',
  preferences: 'preferences_consent',
} as const;
export const CONSENT_MAX_AGE_DAYS = 365;

export const ACCEPT_ALL: CookieConsent = { essential: true, analytics: true, marketing: true, preferences: true };
export const REJECT_ALL: CookieConsent = { essential: true, analytics: false, marketing: false, preferences: false };

/**
 * Reads a stored consent value. Anything that is not an object with boolean analytics, marketing
 * and preferences is corrupt: it is ignored (null) and logged, so the banner asks again.
 */
export function parseConsent(raw: string | null | undefined, log: (msg: string) => void = console.warn): CookieConsent | null {
  if (raw == null || raw === '') return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v === 'object' && v !== null) {
      const o = v as Record<string, unknown>;
      if (typeof o.analytics === 'boolean' && typeof o.marketing === 'boolean' && typeof o.preferences === 'boolean') {
        return { essential: true, analytics: o.analytics, marketing: o.marketing, preferences: o.preferences };
      }
    }
  } catch {
    // fall through to the log below
  }
  log('Ignoring corrupt stored cookie consent');
  return null;
}

export function serializeConsent(c: CookieConsent): string {
  return JSON.stringify({ essential: true, analytics: c.analytics, marketing: c.marketing, preferences: c.preferences });
}

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return part.slice(i + 1).trim();
      }
    }
  }
  return null;
}

/** The `document.cookie` assignments that store a choice: the consent cookie plus set or removed flags. */
export function consentCookieWrites(c: CookieConsent, secure = false): string[] {
  const attrs = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const keep = `; Max-Age=${CONSENT_MAX_AGE_DAYS * 24 * 60 * 60}${attrs}`;
  const writes = [`${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(c))}${keep}`];
  for (const key of ['analytics', 'marketing', 'preferences'] as const) {
    writes.push(c[key] ? `${CONSENT_FLAG_COOKIES[key]}=true${keep}` : `${CONSENT_FLAG_COOKIES[key]}=; Max-Age=0${attrs}`);
  }
  return writes;
}
